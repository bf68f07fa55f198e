import { promptText, type TFakeChatBody } from './openaiCompatible';

/** The markers of the fact-check prompts (server/ai/factcheck/prompt.ts). */
const STANDALONE_TASK = 'Task: standalone claims.';
const VERDICT_TASK = 'Task: fact-check verdict.';

const NUMBER = /\d[\d,.]*\d|\d/g;
const numbersOf = (text: string) => (text.match(NUMBER) ?? []).map((n) => n.replace(/[.,]$/, ''));

/**
 * The local test model's fact-check answers, driven by the prompt so e2e tests script them with
 * their texts: every claim stands alone as written; a verdict reads the claim and passage [1] —
 * supported (citing [1]) when the passage holds every number of the claim, contradicted when it
 * gives another number (the correction puts the passage's number in the claim's place), else not
 * enough evidence. A claim containing "fake-cite-nothing" gets "supported" citing no passage (the
 * server must turn that into not enough evidence), and "fake-cite-missing" cites passage 99.
 */
export function factcheckAnswer(body: TFakeChatBody): string | null {
  const prompt = promptText(body);
  if (prompt.includes(STANDALONE_TASK)) {
    const claims = [...prompt.matchAll(/^(\d+)\. Context: [\s\S]*?\n {3}Claim: "(.*)"$/gm)].map((match) => ({ index: Number(match[1]), statement: match[2] }));
    return JSON.stringify({ claims, extra: [] });
  }
  if (!prompt.includes(VERDICT_TASK)) return null;
  const claim = /Claim as written: "(.*)"/.exec(prompt)?.[1] ?? '';
  const passage = /\[1\] \(.*\)\n(.*)/.exec(prompt)?.[1] ?? '';
  if (claim.includes('fake-cite-nothing')) return JSON.stringify({ verdict: 'supported', reasoning: 'The passages agree.', cited: [], correction: null });
  if (claim.includes('fake-cite-missing')) return JSON.stringify({ verdict: 'supported', reasoning: 'Passage 99 says so.', cited: [99], correction: null });
  const claimed = numbersOf(claim);
  const given = numbersOf(passage);
  if (claimed.length && claimed.every((n) => given.includes(n))) {
    return JSON.stringify({ verdict: 'supported', reasoning: `Passage 1 gives ${claimed.join(', ')} as the claim does.`, cited: [1], correction: null });
  }
  const differing = claimed.find((n) => !given.includes(n));
  const other = given.find((n) => !claimed.includes(n) && n.length === (differing ?? '').length) ?? given.find((n) => !claimed.includes(n));
  if (differing && other) {
    return JSON.stringify({ verdict: 'contradicted', reasoning: `Passage 1 gives ${other}, not ${differing}.`, cited: [1], correction: claim.replace(differing, other) });
  }
  return JSON.stringify({ verdict: 'not_enough_evidence', reasoning: 'The passages do not state this.', cited: [], correction: null });
}
