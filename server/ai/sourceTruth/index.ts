import type { TPassage } from '@core/api/citations';
import type { Db } from '../../db/database';
import { listAssets } from '../../retrieval/assetStore';
import { searchPassages } from '../../retrieval/search';
import type { TModelEngine } from '../models';
import { completeText, type TCallSettings } from '../modelStream';
import { composeFromPassages } from '../offline/compose';
import { modelResult, offlineResult, type TTextResult } from '../textResult';
import { sourceTruthPrompt } from './prompt';
import { parseSourceTruthOutput } from './schema';

/** The passages of the project's file with this name (exact name first, else names containing it) that fit the instruction. */
export async function filePassages(db: Db, projectId: string, filename: string, query: string): Promise<TPassage[]> {
  const { rows } = await listAssets(db, projectId, { kind: 'file', search: filename, page: 1, page_size: 20 });
  const exact = rows.filter((row) => row.title.toLowerCase() === filename.toLowerCase());
  const chosen = exact.length ? exact : rows;
  if (!chosen.length) return [];
  return searchPassages(db, projectId, query, { assetIds: chosen.map((row) => row.id), kinds: ['file'], limit: 8 });
}

/**
 * POST /api/generate/instruct/source/truth: follow an instruction from one file. The model cites the
 * file's passages; the offline engine quotes the passages that fit, with their citations.
 */
export async function runSourceTruth(engine: TModelEngine, input: { text: string; filename: string; passages: TPassage[]; language?: string }, settings: TCallSettings): Promise<TTextResult> {
  if (engine.engine === 'offline') {
    const { text, cited } = composeFromPassages(input.text, input.passages);
    return offlineResult(engine, { output: text, citations: cited });
  }
  const { text } = await completeText(engine.model, sourceTruthPrompt(input), { ...settings, byok: engine.byok });
  const { output, cited } = parseSourceTruthOutput(text, input.passages);
  return modelResult(engine, output, cited);
}
