import { WORKFLOW_LIMITS, type TResearchState } from '../api/workflows';
import { cutAtWord } from '../text/cutAtWord';
import { passageNumbers } from './researchPassages';

export { researchPassages } from './researchPassages';

/** What the research context is written from. */
export type TResearchForContext = Pick<
  TResearchState,
  'topic' | 'related_keywords' | 'num_top_keywords_to_load' | 'questions' | 'fact_sheets' | 'selected_context' | 'serp_headlines'
>;

/** How items are matched with the writer's selection: case and spacing aside. */
const selectionKey = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Lines added while they fit the limit; a section's heading only with at least its first item. */
class ContextLines {
  private readonly lines: string[] = [];
  private length = 0;
  private full = false;

  constructor(private readonly limit: number) {}

  private fits(line: string): boolean {
    return this.length + line.length + 1 <= this.limit;
  }

  add(line: string): boolean {
    if (this.full || !this.fits(line)) {
      this.full = true;
      return false;
    }
    this.lines.push(line);
    this.length += line.length + 1;
    return true;
  }

  section(heading: string, items: readonly string[]): void {
    if (!items.length || this.full || !this.fits(`\n${heading}\n${items[0]}`)) return;
    this.add('');
    this.add(heading);
    for (const item of items) if (!this.add(item)) return;
  }

  text(): string {
    return this.lines.join('\n');
  }
}

/**
 * The research the later steps (headlines, outline, draft) are written from, at most
 * WORKFLOW_LIMITS.researchContextChars: the topic; then, when the writer selected items, only the
 * selected keywords, questions, facts and headlines (matched by their text); else the top keywords
 * (num_top_keywords_to_load), every question, every fact with the number of its passage
 * ([n], as researchPassages numbers them) under its source, and the top results' headlines.
 * Sections past the limit are left out whole lines at a time. Pure: the server calls it after the
 * research and whenever the selection changes.
 */
export function buildResearchContext(research: TResearchForContext): string {
  const selected = new Set(research.selected_context.map(selectionKey).filter(Boolean));
  const picked = selected.size > 0;
  const keep = (text: string) => !picked || selected.has(selectionKey(text));
  const lines = new ContextLines(WORKFLOW_LIMITS.researchContextChars);
  lines.add(cutAtWord(`Topic: ${oneLine(research.topic)}`, WORKFLOW_LIMITS.researchContextChars));

  const keywords = picked ? research.related_keywords.filter(keep) : research.related_keywords.slice(0, research.num_top_keywords_to_load);
  lines.section('Related keywords:', keywords.map((keyword) => `- ${oneLine(keyword)}`));
  lines.section('Questions people ask:', research.questions.filter((question) => keep(question.text)).map((question) => `- ${oneLine(question.text)}`));

  const numbers = passageNumbers(research.fact_sheets);
  const facts: string[] = [];
  for (const sheet of research.fact_sheets) {
    const kept = sheet.facts.filter((fact) => keep(fact.text));
    if (!kept.length) continue;
    facts.push(`From ${oneLine(sheet.title)}${sheet.url ? ` (${sheet.url})` : ''}:`);
    for (const fact of kept) facts.push(`- ${oneLine(fact.text)} [${numbers.get(fact.passage.text)}]`);
  }
  lines.section('Facts (the number in brackets is the source passage to cite):', facts);
  lines.section('Headlines of the top search results:', research.serp_headlines.filter((headline) => keep(headline.title)).map((headline) => `- ${oneLine(headline.title)}`));
  return lines.text();
}
