import type { TToolRunInput } from '@core/api/tools';
import { toolPrompt, type TToolPrompt } from '@core/tools/toolPrompt';
import { readToolValues, type TToolValues } from '@core/tools/toolValues';
import { fitFormat } from '@core/tools/fitFormat';
import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import type { Db } from '../db/database';
import { badRequest } from '../errors';
import { passGenerationGate, type TGatePass } from '../generation/generationGate';
import { authorizeSelf, teamModeOf } from '../policies';
import { requirePageIn } from '../policies/pageFlag';
import { brandVoiceForPrompt, type TBrandVoiceForPrompt } from '../brandVoices/brandVoicePrompt';
import { runnableTool, type TRunnableTool } from './runnableTool';
import { insertToolResult } from './toolResultStore';
import type { TToolResultRow } from '../db/schema/toolResults';

type TRunBody = Omit<TToolRunInput, 'values'> & { values: Record<string, unknown> };

/** The brand voice a run's prompt carries, when the writer picked one. */
type TBrandVoiceUse = TBrandVoiceForPrompt | null;

/** The picked brand voice, when it is one the writer may use (else 404). */
async function brandVoiceOf(ctx: TContext, user: TSessionUser | null, body: TRunBody, teamId: string | null): Promise<TBrandVoiceUse> {
  if (!body.brand_voice_id) return null;
  return brandVoiceForPrompt(ctx.db, user, { brandVoiceId: body.brand_voice_id, teamId });
}

/** A tool's values, read by its fields: every problem in one 400, naming the first field. */
function valuesFor(tool: TRunnableTool, raw: Record<string, unknown>): TToolValues {
  const read = readToolValues(tool.definition, raw);
  if ('problems' in read) throw badRequest(read.problems.map((problem) => problem.message).join(' '), read.problems[0]!.field);
  return read.values;
}

/** `return_prompt: true` (spec §7): the prompt a run would send, for the signed-in writer; nothing runs or is charged. */
export async function promptFor(ctx: TContext, user: TSessionUser | null, toolId: string, body: TRunBody): Promise<TToolPrompt> {
  const self = authorizeSelf(user, body.unique_id);
  const teamId = teamModeOf(self, body.team_id);
  const tool = runnableTool(toolId);
  const values = valuesFor(tool, body.values);
  const brandVoice = await brandVoiceOf(ctx, user, body, teamId);
  return toolPrompt(tool.definition, values, { language: body.language, brandVoice: brandVoice?.prompt });
}

export type TPreparedToolRun = {
  tool: TRunnableTool;
  values: TToolValues;
  prompt: TToolPrompt;
  pass: TGatePass;
  brandVoice: TBrandVoiceUse;
};

/**
 * Everything a run needs before it starts, refusing early: the tool (404), its values (400), the
 * repurpose page's flag for a format (403), the generation gate (sign-in, plan, credits, fair usage,
 * model) and the brand voice (404 when not the writer's to use). The copy rule is read when the result
 * is presented, after the answer, off the path to the first token.
 */
export async function prepareToolRun(ctx: TContext, user: TSessionUser | null, toolId: string, body: TRunBody): Promise<TPreparedToolRun> {
  const tool = runnableTool(toolId);
  const values = valuesFor(tool, body.values);
  // The repurpose page's flag holds for its formats' runs too (403 when off).
  if (tool.fit) await requirePageIn(ctx, authorizeSelf(user, body.unique_id), 'repurpose', body.team_id);
  const pass = await passGenerationGate(ctx, user, { uniqueId: body.unique_id, teamId: body.team_id, mode: 'instruct', model: body.model, projectId: body.project_id });
  const brandVoice = await brandVoiceOf(ctx, user, body, pass.teamId);
  const prompt = toolPrompt(tool.definition, values, { language: body.language, brandVoice: brandVoice?.prompt });
  return { tool, values, prompt, pass, brandVoice };
}

/** What a run ended with, to save: the text as written, held to its platform when it is a format. */
export function finishedText(prepared: TPreparedToolRun, text: string): string {
  return prepared.tool.fit ? fitFormat(prepared.tool.fit, text) : text.trim();
}

/**
 * Saves a run's result inside the transaction that charges it (`db`), or nothing when nothing was
 * written. The brand voice is named only when a model used it.
 */
export function resultSaver(prepared: TPreparedToolRun, end: { text: string; engine: 'model' | 'offline'; model: string; finishReason: string }) {
  return async (db: Db, charged: { credits: number }): Promise<TToolResultRow | null> => {
    if (!end.text) return null;
    const voice = end.engine === 'model' ? prepared.brandVoice : null;
    return insertToolResult(db, {
      userId: prepared.pass.user.id,
      teamId: prepared.pass.teamId,
      projectId: prepared.pass.projectId,
      toolId: prepared.tool.definition.id,
      inputs: prepared.values,
      output: end.text,
      brandVoiceId: voice?.id ?? null,
      brandVoiceName: voice?.name ?? null,
      engine: end.engine,
      model: end.model,
      credits: charged.credits,
      finishReason: end.finishReason,
    });
  };
}
