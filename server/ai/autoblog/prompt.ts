import type { TAutoblogSettings, TAutoblogTemplate } from '@core/api/autoblog';
import { SNIPPET_LIMITS, SNIPPET_PROBLEM_TEXT, type TSnippetProblem } from '@core/analysis/seo/snippetChecks';
import type { TPrompt } from '../modelStream';

/** Markers every AutoBlog prompt carries (the local test model answers by them). */
export const OUTLINE_TASK = 'AutoBlog task: outline.';
export const SECTION_TASK = 'AutoBlog task: section.';
export const EXTRAS_TASK = 'AutoBlog task: extras.';
export const OPTIMISE_TASK = 'AutoBlog task: optimise.';

/** What each workflow template asks the article to be. */
const TEMPLATE_BRIEFS: Record<TAutoblogTemplate, string> = {
  how_to: 'a step-by-step how-to guide that a reader can follow',
  listicle: 'a listicle: numbered items, each a section with why it matters',
  pillar_page: 'a comprehensive pillar page that covers the topic broadly and links its subtopics',
  comparison: 'a comparison of the options the keyword names, with their differences and who each suits',
  product_review: 'an honest product review: what it does, strengths, weaknesses, verdict',
  product_alternatives: 'a guide to alternatives of the product, each with its trade-offs',
  product_use_case: 'a practical piece on one use case of the product, from problem to result',
};

/** The article as the writer asked for it: keyword, optional title and notes, template and settings. */
export type TArticleBrief = { keyword: string; title: string | null; notes: string | null; template: TAutoblogTemplate; settings: TAutoblogSettings };

/** A research passage as the model sees it. */
export type TPromptPassage = { n: number; title: string; text: string };

const styleOf = (settings: TAutoblogSettings) =>
  `Write in ${settings.language} for readers in ${settings.country}, in a ${settings.tone.toLowerCase()} tone with ${settings.formality} formality.`;

const briefOf = (brief: TArticleBrief) =>
  [`Keyword: "${brief.keyword}"`, brief.title ? `Title asked for: "${brief.title}"` : '', brief.notes ? `Writer's notes: ${brief.notes}` : ''].filter(Boolean).join('\n');

const sourcesOf = (passages: readonly TPromptPassage[]) =>
  passages.length ? passages.map((passage) => `[${passage.n}] (${passage.title})\n${passage.text}`).join('\n\n') : '(no sources were found)';

/** The outline: a title and 3–8 sections, from the research (search headlines, questions, passages). */
export function outlinePrompt(brief: TArticleBrief, research: { headlines: string[]; questions: string[]; passages: readonly TPromptPassage[] }): TPrompt {
  return {
    system: [
      OUTLINE_TASK,
      `You plan ${TEMPLATE_BRIEFS[brief.template]} of about ${brief.settings.length} words.`,
      styleOf(brief.settings),
      'Use the research to cover what searchers want; keep the title asked for when there is one.',
      'Answer with JSON only: {"title":"...","sections":[{"heading":"...","points":["..."]}]} with 3 to 8 sections.',
    ].join(' '),
    messages: [
      {
        role: 'user',
        content: `${briefOf(brief)}\n\nTop search results' titles:\n${research.headlines.map((h) => `- ${h}`).join('\n') || '(none)'}\n\nQuestions people ask:\n${research.questions.map((q) => `- ${q}`).join('\n') || '(none)'}\n\nSources:\n${sourcesOf(research.passages)}`,
      },
    ],
  };
}

/** One section, from the numbered passages only when it states a fact from them, citing them as [n]. */
export function sectionPrompt(brief: TArticleBrief, outline: { title: string; headings: string[] }, index: number, points: string[], passages: readonly TPromptPassage[], words: number): TPrompt {
  return {
    system: [
      SECTION_TASK,
      `You write one section of ${TEMPLATE_BRIEFS[brief.template]} titled "${outline.title}".`,
      styleOf(brief.settings),
      `Write about ${words} words of plain paragraphs separated by blank lines, without the heading and without Markdown.`,
      'When a sentence states a fact from a numbered source, cite it right after the sentence as [n]. Never cite a number that is not listed; never invent sources.',
    ].join(' '),
    messages: [
      {
        role: 'user',
        content: `${briefOf(brief)}\nOutline: ${outline.headings.map((h, i) => `${i + 1}. ${h}`).join(' | ')}\nSection ${index + 1}: ${outline.headings[index]}\nPoints to cover: ${points.join('; ') || '(your choice)'}\n\nSources:\n${sourcesOf(passages)}`,
      },
    ],
  };
}

/** The meta description, summary and conclusion of the written article. */
export function extrasPrompt(brief: TArticleBrief, title: string, body: string): TPrompt {
  return {
    system: [
      EXTRAS_TASK,
      'You finish an article: a meta description of at most 155 characters, a summary of 2–3 sentences, and a concluding paragraph.',
      styleOf(brief.settings),
      'Answer with JSON only: {"meta":"...","summary":"...","conclusion":"..."}',
    ].join(' '),
    messages: [{ role: 'user', content: `${briefOf(brief)}\nTitle: ${title}\n\nArticle:\n${body.slice(0, 40_000)}` }],
  };
}

/**
 * The search snippet, optimised for the keyword: the title (unless the writer chose it) and the meta
 * description rewritten to fix the problems named, saying only what the article says.
 */
export function optimisePrompt(brief: TArticleBrief, snippet: { title: string; meta: string; keepTitle: boolean }, problems: readonly TSnippetProblem[], headings: readonly string[]): TPrompt {
  return {
    system: [
      OPTIMISE_TASK,
      'You optimise how an article shows in search results for its keyword.',
      `A title holds the keyword and has at most ${SNIPPET_LIMITS.titleMax} characters; a meta description holds the keyword and has ${SNIPPET_LIMITS.metaMin} to ${SNIPPET_LIMITS.metaMax} characters.`,
      snippet.keepTitle ? 'The writer chose the title: answer it unchanged.' : 'Keep what the title promises.',
      'Say only what the article covers; no claims it does not make.',
      styleOf(brief.settings),
      'Answer with JSON only: {"title":"...","meta":"..."}',
    ].join(' '),
    messages: [
      {
        role: 'user',
        content: `${briefOf(brief)}\nTitle: ${snippet.title}\nMeta description: ${snippet.meta}\nSections: ${headings.join(' | ')}\nTo fix: ${problems.map((problem) => SNIPPET_PROBLEM_TEXT[problem]).join('; ')}.`,
      },
    ],
  };
}
