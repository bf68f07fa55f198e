/**
 * What a writing tool is (issue 21): one entry of core/tools/toolRegistry.ts (or a repurpose format,
 * core/tools/repurposeFormats.ts) says what it asks for, what it answers and how the model is asked.
 * One generic page renders any entry and one server runner runs it, so a new tool is one entry.
 */

/** A field the writer fills: one line, a text area, a list (one item per line) or a choice. */
export type TToolField = {
  name: string;
  label: string;
  kind: 'line' | 'text' | 'list' | 'choice';
  required: boolean;
  maxChars: number;
  /** For a list: at most this many items. */
  maxItems?: number;
  choices?: readonly string[];
  /** Used when the writer leaves the field empty (choices only). */
  defaultValue?: string;
  placeholder?: string;
  /** Shown under the field: what it is for. */
  hint?: string;
};

/** How the answer reads: prose, a list of lines, or question-and-answer pairs. */
export type TToolOutput = 'text' | 'list' | 'faqs';

/**
 * What extraction can do without a language model (the offline engine), honestly: summaries, FAQs
 * and talking points from the writer's text, meta descriptions, headline patterns, an outline from
 * a source's headings, bullet points as sentences. Every other tool says it needs a model.
 */
export type TOfflineKind = 'summary' | 'section_summary' | 'faqs' | 'talking_points' | 'meta_description' | 'headlines' | 'outline' | 'bullet_sentences';

export type TToolDefinition<TId extends string = string> = {
  id: TId;
  title: string;
  description: string;
  fields: readonly TToolField[];
  output: TToolOutput;
  /**
   * The task, in the words the model is given: the first sentence of its instructions after the
   * "Writing tool task: <id>." marker the local fake model recognises.
   */
  task: string;
  /** Further rules for the model, given the writer's values. */
  rules: (values: Readonly<Record<string, string>>) => string[];
  /** The most the answer may cost in tokens (bounds the work and the charge). */
  maxOutputTokens: number;
  offline: TOfflineKind | null;
};

/** A tool that is another page of the app (FactGPT, Factcheck & Cite, the public tool, custom templates). */
export type TLinkedTool<TId extends string = string> = { id: TId; title: string; description: string; page: string };

/** The marker that opens every writing tool's instructions ("Writing tool task: synopsis."). */
export const TOOL_MARKER = 'Writing tool task:';

/** Field shorthands: most tools take the same few kinds of input. */
export const field = {
  text: (name: string, label: string, maxChars: number, extra: Partial<TToolField> = {}): TToolField => ({ name, label, kind: 'text', required: true, maxChars, ...extra }),
  line: (name: string, label: string, maxChars: number, extra: Partial<TToolField> = {}): TToolField => ({ name, label, kind: 'line', required: true, maxChars, ...extra }),
  list: (name: string, label: string, maxItems: number, extra: Partial<TToolField> = {}): TToolField => ({ name, label, kind: 'list', required: true, maxChars: maxItems * 300, maxItems, ...extra }),
  choice: (name: string, label: string, choices: readonly string[], defaultValue: string): TToolField => ({ name, label, kind: 'choice', required: false, maxChars: 60, choices, defaultValue }),
};
