import type { TToolResult } from '@core/api/tools';
import type { TToolDefinition } from '@core/tools/toolDefinition';

type TShapedResult = Pick<TToolResult, 'output' | 'items' | 'faqs'>;

/** How a result reads, by its tool's output: list items, question-and-answer pairs, or the text. */
export type TResultView = { kind: 'list'; items: string[] } | { kind: 'faqs'; faqs: TToolResult['faqs'] } | { kind: 'text'; text: string };

/** The view of a result; a list or FAQs the server could not read into shape shows as its text. */
export function resultView(output: TToolDefinition['output'], result: TShapedResult): TResultView {
  if (output === 'list' && result.items.length > 0) return { kind: 'list', items: result.items };
  if (output === 'faqs' && result.faqs.length > 0) return { kind: 'faqs', faqs: result.faqs };
  return { kind: 'text', text: result.output };
}

/** A result as Markdown, for a doc: a list as bullets, FAQs as a heading per question. */
export function resultMarkdown(view: TResultView): string {
  switch (view.kind) {
    case 'list':
      return view.items.map((item) => `- ${item}`).join('\n');
    case 'faqs':
      return view.faqs.map((pair) => `## ${pair.question}\n\n${pair.answer}`).join('\n\n');
    case 'text':
      return view.text;
  }
}

/** A result as plain text, for the clipboard: a list one item a line, FAQs as Q:/A: pairs. */
export function resultPlainText(view: TResultView): string {
  switch (view.kind) {
    case 'list':
      return view.items.join('\n');
    case 'faqs':
      return view.faqs.map((pair) => `Q: ${pair.question}\nA: ${pair.answer}`).join('\n\n');
    case 'text':
      return view.text;
  }
}

const TITLE_VALUE_CHARS = 80;

/** A doc's title for a result: the tool and the first value the writer gave ("Headlines: home coffee roasting"). */
export function resultDocTitle(tool: Pick<TToolDefinition, 'title' | 'fields'>, values: Readonly<Record<string, string>>): string {
  const first = tool.fields
    .filter((field) => field.kind !== 'choice')
    .map((field) => (values[field.name] ?? '').replace(/\s+/g, ' ').trim())
    .find(Boolean);
  if (!first) return tool.title;
  const value = first.length > TITLE_VALUE_CHARS ? `${first.slice(0, TITLE_VALUE_CHARS - 1)}…` : first;
  return `${tool.title}: ${value}`;
}
