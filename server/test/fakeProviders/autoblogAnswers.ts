import { promptText, type TFakeChatBody, type TFakeScript } from './openaiCompatible';

/** The markers of the AutoBlog prompts (server/ai/autoblog/prompt.ts). */
const OUTLINE_TASK = 'AutoBlog task: outline.';
const SECTION_TASK = 'AutoBlog task: section.';
const EXTRAS_TASK = 'AutoBlog task: extras.';
const OPTIMISE_TASK = 'AutoBlog task: optimise.';

/** What a test counts a model call by: the task, the keyword and (for a section) its number. */
export function autoblogCallKey(prompt: string): string | null {
  const task = /AutoBlog task: (\w+)\./.exec(prompt)?.[1];
  if (!task) return null;
  const keyword = /Keyword: "(.*)"/.exec(prompt)?.[1] ?? '';
  const section = /\nSection (\d+): /.exec(prompt)?.[1];
  return [task, keyword, section].filter(Boolean).join(':');
}

/**
 * The local test model's AutoBlog answers, driven by the prompt: an outline of three sections
 * named after the keyword (JSON), a section of about 30 words citing [1] (and [99], a passage it
 * was not given, which the server must drop) when sources are listed, and the extras as JSON. A
 * keyword containing "fake-fail-section" fails its section 2 with a 500 every time; one containing
 * "fake-slow" streams every answer at 60 ms a token (an article then takes several seconds). The
 * optimise step answers a title and a meta description of search-result length holding the keyword.
 */
export function autoblogAnswer(body: TFakeChatBody): TFakeScript | null {
  const prompt = promptText(body);
  if (!prompt.includes('AutoBlog task: ')) return null;
  const keyword = /Keyword: "(.*)"/.exec(prompt)?.[1] ?? 'the topic';
  const answer = scriptedAnswer(prompt, keyword);
  return answer?.kind === 'answer' && keyword.includes('fake-slow') ? { ...answer, delayMs: 60 } : answer;
}

function scriptedAnswer(prompt: string, keyword: string): TFakeScript | null {
  if (prompt.includes(OUTLINE_TASK)) {
    const sections = ['What it is', 'How it works', 'Getting started'].map((part) => ({ heading: `${part}: ${keyword}`, points: [`${part} for ${keyword}`] }));
    return { kind: 'answer', text: JSON.stringify({ title: `A guide to ${keyword}`, sections }) };
  }
  if (prompt.includes(SECTION_TASK)) {
    const section = Number(/\nSection (\d+): /.exec(prompt)?.[1] ?? 0);
    if (keyword.includes('fake-fail-section') && section === 2) return { kind: 'fail', status: 500, message: 'the section model broke' };
    const cite = /\n\[1\] \(/.test(prompt) ? ' [1] [99]' : '';
    const sentence = `Section ${section} explains ${keyword} in plain words for a reader who wants to learn it well and quickly.`;
    return { kind: 'answer', text: `${sentence}${cite}\n\n${sentence} It adds a second paragraph with a few more useful words about the subject.` };
  }
  if (prompt.includes(OPTIMISE_TASK)) {
    // A snippet that fixes what the prompt lists: the keyword in both, a meta of search-result length.
    const title = /\nTitle: (.*)\n/.exec(prompt)?.[1] ?? keyword;
    const meta = `A clear guide to ${keyword}: what it is, how it works and how to get started, with the steps, the common mistakes and the sources to check.`;
    return { kind: 'answer', text: JSON.stringify({ title: prompt.includes('answer it unchanged') ? title : `${keyword}: a practical guide`, meta }) };
  }
  if (prompt.includes(EXTRAS_TASK)) {
    return { kind: 'answer', text: JSON.stringify({ meta: `Learn ${keyword} step by step.`, summary: `This article explains ${keyword}.`, conclusion: `Now you know the basics of ${keyword}.` }) };
  }
  return null;
}
