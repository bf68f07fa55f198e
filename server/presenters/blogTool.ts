import type { TBlogToolResult } from '@core/api/blogTools';
import { creditsForText } from '@core/credits/creditsForText';
import { writtenText, type TBlogToolRun } from '../ai/blogTools/result';
import { presentGeneration } from './generation';

/** The JSON answer of the blog tools (ZBlogToolResult): the generation's fields, with `words` counting the items and points too. */
export function presentBlogTool(run: TBlogToolRun, creditsCharged: number): TBlogToolResult {
  return {
    ...presentGeneration(run, creditsCharged),
    words: creditsForText([writtenText(run)]).words,
    items: run.items,
    sections: run.sections.map((section) => ({ heading: section.heading, points: section.points })),
  };
}
