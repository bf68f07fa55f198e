import type { TPassage } from '../api/citations';
import type { TFactSheet, TResearchState } from '../api/workflows';

/** The numbers of a research's fact passages, by their text: 1.. in the order of the sheets and their facts, identical text once. */
export function passageNumbers(sheets: readonly TFactSheet[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const sheet of sheets) for (const fact of sheet.facts) if (!numbers.has(fact.passage.text)) numbers.set(fact.passage.text, numbers.size + 1);
  return numbers;
}

/**
 * The passages a draft may cite, numbered 1..k as the research context numbers them ([n]): every
 * fact sheet's passages in order, identical text once. The numbers come from the order, never
 * from the stored `n` (a saved state may have been edited).
 */
export function researchPassages(research: Pick<TResearchState, 'fact_sheets'>): TPassage[] {
  const numbers = passageNumbers(research.fact_sheets);
  const passages: TPassage[] = [];
  for (const sheet of research.fact_sheets) {
    for (const fact of sheet.facts) {
      const n = numbers.get(fact.passage.text)!;
      if (n === passages.length + 1) passages.push({ ...fact.passage, n });
    }
  }
  return passages;
}

/** The sheets with each fact's passage numbered as researchPassages numbers it. */
export function numberFactSheets(sheets: readonly TFactSheet[]): TFactSheet[] {
  const numbers = passageNumbers(sheets);
  return sheets.map((sheet) => ({ ...sheet, facts: sheet.facts.map((fact) => ({ ...fact, passage: { ...fact.passage, n: numbers.get(fact.passage.text)! } })) }));
}
