import type { TTalkingPoints } from '@core/workflows/talkingPointsFromResearch';
import type { TModelEngine } from '../models';
import { modelResult, offlineResult, type TTextResult } from '../textResult';

/** A blog tool's outcome before it is charged: the generation's fields, with `items` for lists and `sections` for talking points. */
export type TBlogToolRun = TTextResult & { items: string[]; sections: TTalkingPoints[] };

type TWritten = { output?: string; items?: string[]; sections?: TTalkingPoints[] };

/** A model's run: what it wrote, charged to the writer. */
export function modelRun(engine: Extract<TModelEngine, { engine: 'model' }>, written: TWritten): TBlogToolRun {
  return { ...modelResult(engine, written.output ?? ''), items: written.items ?? [], sections: written.sections ?? [] };
}

/** The offline engine's run: what extraction could do (maybe nothing) and the notice saying so. Never charged. */
export function offlineRun(engine: TModelEngine, written: TWritten & { notice: string | null }): TBlogToolRun {
  return { ...offlineResult(engine, { output: written.output ?? '', notice: written.notice }), items: written.items ?? [], sections: written.sections ?? [] };
}

/** The words the writer receives, one text: what the credits are charged for and the words counted (subheadings they sent are not). */
export function writtenText(run: Pick<TBlogToolRun, 'output' | 'items' | 'sections'>): string {
  return [run.output, ...run.items, ...run.sections.flatMap((section) => section.points)].filter((text) => text.trim()).join('\n');
}
