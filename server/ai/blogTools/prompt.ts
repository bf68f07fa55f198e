import type { TPrompt } from '../modelStream';

/**
 * The marker that opens every blog tool's system prompt ("Blog tool task: headlines."). The fake
 * model of the tests recognises it (server/test/fakeProviders/blogToolAnswers.ts), so keep the two
 * in step.
 */
export const BLOG_TOOL_MARKER = 'Blog tool task:';
export type TBlogTask = 'headlines' | 'outline' | 'talking points' | 'section intro' | 'blog intro' | 'listicle';

/** How the research is put before a model: only what is relevant, and no facts beyond it. */
export const RESEARCH_HEADING = 'Research (use only what is relevant; do not invent facts):';

/** What every blog tool's prompt may carry besides its own fields. */
export type TBlogPromptBase = { language?: string; tone?: string; research: string };

/**
 * A blog tool's prompt: the marker and task, the writer's language and tone, the tool's own rules,
 * and a user message of labelled fields followed by the research (when there is any). Fields are
 * one per line ("Headline: "…""), so the model (and the fake) can read them apart.
 */
export function blogToolPrompt(task: TBlogTask, base: TBlogPromptBase, rules: string[], fields: Array<[string, string]>): TPrompt {
  const system = [
    `${BLOG_TOOL_MARKER} ${task}.`,
    'You are a writing assistant helping a writer plan and write a blog post.',
    base.language ? `Write in ${base.language}.` : 'Write in the language of the headline or topic.',
    base.tone ? `Write in a ${base.tone} tone.` : '',
    ...rules,
    'Where the research gives facts, numbers or names, keep them as written; never invent statistics, studies, quotes, names or dates.',
  ]
    .filter(Boolean)
    .join(' ');
  const research = base.research.trim();
  const lines = fields.filter(([, value]) => value.trim()).map(([label, value]) => `${label}: ${value}`);
  if (research) lines.push('', RESEARCH_HEADING, research);
  return { system, messages: [{ role: 'user', content: lines.join('\n') }] };
}

/** A value quoted on one line (line breaks folded), as the prompt's fields carry it. */
export const quoted = (value: string) => `"${value.replace(/\s+/g, ' ').trim()}"`;

/** A list as numbered lines under its field ("Outline:\n1. …\n2. …"). */
export const numbered = (items: readonly string[]) => `\n${items.map((item, index) => `${index + 1}. ${item.replace(/\s+/g, ' ').trim()}`).join('\n')}`;
