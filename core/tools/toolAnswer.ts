import type { TToolOutput } from './toolDefinition';

export type TFaq = { question: string; answer: string };

/** The shapes a tool's answer is read into: the text always; the lines of a list; the pairs of FAQs. */
export type TToolAnswer = { output: string; items: string[]; faqs: TFaq[] };

/** "1. ", "- ", "2) ", "3/10 " and wrapping quotes off a list line. */
export function cleanLine(line: string): string {
  return line
    .replace(/^\s*(?:[-*•·]|\d+\s*[.)/]\s*(?:\d+\s)?)\s*/, '')
    .replace(/^["“](.*)["”]$/, '$1')
    .trim();
}

/** Q:/A: pairs (also "Question:"/"Answer:" and bold markers); a question without its answer is dropped. */
export function faqPairs(text: string): TFaq[] {
  const pairs: TFaq[] = [];
  let current: TFaq | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\*\*/g, '').trim();
    const question = /^(?:Q|Question)\s*\d*\s*[:.]\s*(.+)$/i.exec(line);
    const answer = /^(?:A|Answer)\s*\d*\s*[:.]\s*(.+)$/i.exec(line);
    if (question) {
      if (current?.answer) pairs.push(current);
      current = { question: question[1]!.trim(), answer: '' };
    } else if (answer && current) {
      current.answer = [current.answer, answer[1]!.trim()].filter(Boolean).join(' ');
    } else if (line && current?.answer) {
      current.answer = `${current.answer} ${line}`;
    }
  }
  if (current?.answer) pairs.push(current);
  return pairs;
}

/** Reads a finished answer into its output shape. */
export function readToolAnswer(output: TToolOutput, text: string): TToolAnswer {
  const trimmed = text.trim();
  if (output === 'list') return { output: trimmed, items: trimmed.split('\n').map(cleanLine).filter(Boolean), faqs: [] };
  if (output === 'faqs') return { output: trimmed, items: [], faqs: faqPairs(trimmed) };
  return { output: trimmed, items: [], faqs: [] };
}
