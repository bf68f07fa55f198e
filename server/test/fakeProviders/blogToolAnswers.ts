import { promptText, type TFakeChatBody, type TFakeScript } from './openaiCompatible';

/** The marker that opens every blog tool prompt (server/ai/blogTools/prompt.ts BLOG_TOOL_MARKER). */
const MARKER = 'Blog tool task: ';
/** A prompt holding this gets an answer that is not what was asked for (e2e scripts the model failing with it). */
export const BLOG_TOOL_JUNK = 'fake-junk-answer';

const field = (prompt: string, label: string) => new RegExp(`^${label}: "(.*)"$`, 'm').exec(prompt)?.[1] ?? '';
const countOf = (prompt: string, fallback: number) => Number(/^Count: (\d+)$/m.exec(prompt)?.[1] ?? fallback);
/** The numbered lines under "Outline:" (the fields end at a blank line). */
function outlineOf(prompt: string): string[] {
  const block = /^Outline:\s*\n((?:\d+\. .*\n?)+)/m.exec(prompt)?.[1] ?? '';
  return [...block.matchAll(/^\d+\. (.*)$/gm)].map((match) => match[1]!);
}

const HEADLINES = [
  (t: string) => `How to Master ${t}`,
  (t: string) => `${t}: A Practical Guide`,
  (t: string) => `7 Things to Know About ${t}`,
  (t: string) => `Why ${t} Matters Now`,
  (t: string) => `${t} Explained in Plain Words`,
  (t: string) => `The Beginner's Path to ${t}`,
  (t: string) => `${t}: Mistakes to Avoid`,
  (t: string) => `What Experts Know About ${t}`,
  (t: string) => `${t} Step by Step`,
  (t: string) => `Getting More From ${t}`,
];
const SUBHEADINGS = ['What {s} Means', 'Why {s} Matters', 'How {s} Works', 'Getting Started With {s}', 'Common Mistakes With {s}', 'Tips for Better {s}', 'Tools for {s}', '{s} on a Budget', 'Measuring {s}', 'Advanced {s}', '{s} Questions Answered', 'Next Steps With {s}'];

/**
 * The local test model's blog tool answers, driven by the prompt so tests and e2e can predict them:
 * headlines and subheadings built around the topic (JSON), two talking points for every subheading
 * of the outline naming it (JSON), intros that name the headline and subheading or outline (text),
 * and list items numbered for the subheading (JSON). A prompt holding BLOG_TOOL_JUNK gets a sentence
 * instead of the JSON or text asked for, which the server must treat as the model failing.
 */
export function blogToolAnswer(body: TFakeChatBody): TFakeScript | null {
  const prompt = promptText(body);
  const task = /Blog tool task: ([a-z ]+)\./.exec(prompt)?.[1];
  if (!prompt.includes(MARKER) || !task) return null;
  if (prompt.includes(BLOG_TOOL_JUNK)) return { kind: 'answer', text: task.includes('intro') ? '   ' : 'Sure! Here is what you asked for.' };
  const headline = field(prompt, 'Headline');
  const subheading = field(prompt, 'Subheading');
  const answer = (value: unknown): TFakeScript => ({ kind: 'answer', text: JSON.stringify(value) });
  switch (task) {
    case 'headlines':
      return answer({ headlines: HEADLINES.slice(0, countOf(prompt, 5)).map((headlineOf) => headlineOf(field(prompt, 'Topic'))) });
    case 'outline': {
      const subject = field(prompt, 'Topic') || headline;
      return answer({ subheadings: SUBHEADINGS.slice(0, countOf(prompt, 6)).map((pattern) => pattern.replace('{s}', subject)) });
    }
    case 'talking points':
      return answer({ sections: outlineOf(prompt).map((heading, at) => ({ index: at + 1, points: [`${heading} matters to anyone reading ${headline}.`, `Start with one small step on ${heading}.`] })) });
    case 'section intro':
      return { kind: 'answer', text: `${subheading} is where ${headline} gets practical. This section walks through what to know first, what to do next, and how to tell it is working.` };
    case 'blog intro':
      return { kind: 'answer', text: `${headline} is easier than it looks. This post covers ${outlineOf(prompt).join(', ')}, one step at a time, so you can start today.` };
    case 'listicle':
      return answer({ items: Array.from({ length: countOf(prompt, 5) }, (_, i) => `Tip ${i + 1} for ${subheading}`) });
    default:
      return null;
  }
}
