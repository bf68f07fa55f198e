import type { TPassage } from '@core/api/citations';
import { WORKFLOW_LIMITS, type TFactSheet } from '@core/api/workflows';
import { pickFacts } from '@core/workflows/factPicker';
import type { Db } from '../../db/database';
import { searchAnswerPassages } from '../../retrieval/answerPassages';
import { RESEARCH_LIMITS } from './researchLimits';

/** The assets' side of a research: one fact sheet per asset with facts, and the passages read (for keywords). */
export type TAssetResearch = { sheets: TFactSheet[]; passages: TPassage[] };

/**
 * Facts from the project's assets about the topic (only the given assets when there are any):
 * the answer-passage search's passages (exact stored chunk text, as FactGPT cites them), and in
 * each the sentences pickFacts keeps, the whole chunk as the fact's passage. One sheet per asset,
 * best asset first, at most WORKFLOW_LIMITS.factsPerSheet facts each.
 */
export async function assetFactSheets(db: Db, request: { topic: string; language: string; projectId: string | null; assetIds: string[] }): Promise<TAssetResearch> {
  if (!request.projectId) return { sheets: [], passages: [] };
  const { passages } = await searchAnswerPassages(db, request.projectId, request.topic, {
    limit: RESEARCH_LIMITS.assetPassages,
    ...(request.assetIds.length ? { assetIds: request.assetIds } : {}),
  });
  const sheets = new Map<string, TFactSheet>();
  for (const passage of passages) {
    if (!passage.asset_id) continue;
    let sheet = sheets.get(passage.asset_id);
    if (!sheet) {
      sheet = { title: passage.title.slice(0, 500), url: passage.kind !== 'file' && passage.url && passage.url.length <= 2_000 ? passage.url : null, asset_id: passage.asset_id, facts: [] };
      sheets.set(passage.asset_id, sheet);
    }
    const room = WORKFLOW_LIMITS.factsPerSheet - sheet.facts.length;
    if (room <= 0) continue;
    const facts = pickFacts(request.topic, passage, { limit: room, language: request.language, passage: 'whole' });
    sheet.facts.push(...facts.map((fact) => ({ text: fact.text, passage: { ...passage, n: 1, text: fact.passage.text } })));
  }
  return { sheets: [...sheets.values()].filter((sheet) => sheet.facts.length > 0), passages };
}
