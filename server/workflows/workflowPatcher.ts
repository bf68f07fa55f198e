import type { TPatchWorkflowInput } from '@core/api/workflows';
import { ZPatchWorkflowInput } from '@core/api/workflows';
import { buildResearchContext } from '@core/workflows/researchContext';
import type { z } from 'zod';
import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import type { TWorkflowRow } from '../db/schema/workflows';
import { conflict, notFound } from '../errors';
import { loadUserEntitlements } from '../flags/userEntitlements';
import { selectedAssetIds } from '../autoblog/selectedAssets';
import { changeWorkflow } from './workflowStore';

type TPatch = z.output<typeof ZPatchWorkflowInput>;

/** Research fields whose change rebuilds the research context (unless the writer sent their own). */
const CONTEXT_INPUTS = ['selected_context', 'num_top_keywords_to_load'] as const;

/**
 * Saves the parts of a workflow's steps a client sent, under the row lock: each step's state is
 * merged with what is stored (a step not sent is untouched, so going back never loses later work).
 * Selected assets must be the project's and within the plan's selection limits. A change of the
 * selection rebuilds the research context the later steps use. A stale `revision` answers 409.
 */
export async function patchWorkflow(ctx: TContext, user: TSessionUser, workflow: TWorkflowRow, body: TPatchWorkflowInput | TPatch): Promise<TWorkflowRow> {
  const patch = body as TPatch;
  let assetIds: string[] | undefined;
  if (patch.files?.asset_ids) {
    if (!workflow.projectId) throw notFound('That project does not exist.');
    const entitlements = await loadUserEntitlements(ctx, user.id, { teamMode: Boolean(workflow.teamId) });
    if (!entitlements) throw notFound('That workflow does not exist.');
    assetIds = (await selectedAssetIds(ctx.db, workflow.projectId, patch.files.asset_ids, entitlements.selectionLimits)) ?? [];
  }
  let stale = false;
  const row = await changeWorkflow(ctx.db, workflow.id, (current) => {
    if (patch.revision !== undefined && patch.revision !== current.revision) {
      stale = true;
      return null;
    }
    const research = patch.research ? { ...current.research, ...patch.research } : current.research;
    if (patch.research && patch.research.research_context === undefined && CONTEXT_INPUTS.some((key) => patch.research![key] !== undefined)) {
      research.research_context = buildResearchContext(research);
    }
    return {
      ...(patch.step ? { step: patch.step } : {}),
      ...(patch.model !== undefined ? { modelName: patch.model } : {}),
      files: patch.files ? { ...current.files, ...patch.files, ...(assetIds ? { asset_ids: assetIds } : {}) } : current.files,
      research,
      headline: patch.headline ? { ...current.headline, ...patch.headline } : current.headline,
      outline: patch.outline ? { ...current.outline, ...patch.outline } : current.outline,
      write: patch.write ? { ...current.write, ...patch.write } : current.write,
    };
  });
  if (stale) throw conflict('This workflow was changed on another device or tab. Reload to see the latest version.');
  if (!row) throw notFound('That workflow does not exist.');
  return row;
}
