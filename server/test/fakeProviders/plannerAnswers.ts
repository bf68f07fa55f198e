import { promptText, type TFakeChatBody, type TFakeScript } from './openaiCompatible';

/** The marker of the planner's prompt (server/planner/cluster/prompt.ts PLANNER_MARKER). */
const MARKER = 'Content planner task: topic cluster.';
/** A topic holding this gets a cluster of two supporting ideas, which the server must refuse as the model failing. */
export const PLANNER_THIN = 'fake-thin-plan';

/** The supporting ideas the fake plans for a topic: keyword, intent, title. */
const SUPPORTING: Array<(t: string) => [string, string, string]> = [
  (t) => [`${t} for beginners`, 'informational', `${t} for Beginners: Where to Start`],
  (t) => [`best ${t} tools`, 'commercial', `The Best Tools for ${t}`],
  (t) => [`how to start ${t}`, 'informational', `How to Start ${t} This Week`],
  (t) => [`${t} mistakes`, 'informational', `${t} Mistakes Everyone Makes`],
  (t) => [`buy ${t} course`, 'transactional', `Where to Buy a Good ${t} Course`],
];

const headlinesOf = (title: string) => [title, `${title}, Explained`, `Why ${title} Matters`];

/**
 * The local test model's topic cluster, driven by the prompt so tests and e2e can predict it: a
 * pillar "The Complete Guide to <topic>" and five supporting ideas named after the topic, plus one
 * for the first related search when the prompt carries search results (grounding shows).
 */
export function plannerAnswer(body: TFakeChatBody): TFakeScript | null {
  const prompt = promptText(body);
  if (!prompt.includes(MARKER)) return null;
  const topic = /^Topic: "(.*)"$/m.exec(prompt)?.[1] ?? 'the topic';
  const related = /^Related searches:\n- (.*)$/m.exec(prompt)?.[1];
  const ideas = SUPPORTING.map((make) => make(topic)).slice(0, prompt.includes(PLANNER_THIN) ? 2 : undefined);
  if (related) ideas.push([related, 'informational', `Answered: ${related}`]);
  const cluster = {
    pillar: { title: `The Complete Guide to ${topic}`, keyword: topic.toLowerCase(), intent: 'informational', headlines: headlinesOf(`The Complete Guide to ${topic}`) },
    supporting: ideas.map(([keyword, intent, title]) => ({ title, keyword, intent, headlines: headlinesOf(title) })),
  };
  return { kind: 'answer', text: JSON.stringify(cluster) };
}
