import { ZQueryStreamInput } from '@core/api/generate';
import type { TApp, TContext } from '../../context';
import { gatherSources } from '../../ai/factgpt/sources';
import { appendAnswer } from '../../commands/chatAnswerAppender';
import { withGeneration } from '../../generation/generationCharge';
import { passGenerationGate } from '../../generation/generationGate';
import { requireSession } from '../../middleware/session';
import { answerChatFor, answeredTurn } from '../../generation/answerChat';
import { callSettingsFor } from '../../generation/callSettings';
import { startAnswerFor } from '../../generation/factgptAnswer';
import { unlessClientLeft } from '../../generation/clientAbort';
import { streamAnswer } from '../../generation/streamAnswer';

/**
 * POST /api/generate/query/stream (spec §7): a FactGPT answer as server-sent events. Every refusal
 * (403, 404, 420, 429, 430, byok 404/437/432/440/441) comes before the stream as a JSON error; the
 * stream opens once the model sent its first token. The answer is saved to its chat by the server,
 * in the transaction that records and charges it, when it ends — finished or stopped (the client
 * went away) — and `done` names the chat; a failed answer charges and saves nothing.
 */
export function queryStream(app: TApp, ctx: TContext) {
  app.post('/api/generate/query/stream', { schema: { body: ZQueryStreamInput }, preHandler: requireSession }, async (request, reply) =>
    unlessClientLeft(reply, async () => {
      const body = request.body;
      const settings = callSettingsFor(ctx, reply);
      const pass = await passGenerationGate(ctx, request.sessionUser, {
        uniqueId: body.unique_id,
        teamId: body.team_id,
        mode: body.mode,
        model: body.model,
        projectId: body.project_id,
        searchObj: body.search_obj,
      });
      const chat = await answerChatFor(ctx.db, pass, body);
      await withGeneration(ctx, pass, async (commit) => {
        const sources = await gatherSources(
          { db: ctx.db, webSearch: ctx.ai.webSearch },
          { mode: body.mode, projectId: pass.projectId, query: body.query, searchObj: body.search_obj, signal: settings.signal },
        );
        const run = await startAnswerFor(
          ctx,
          pass,
          { query: body.query, mode: body.mode, passages: sources.passages, note: sources.note, history: body.chat_history, language: body.language },
          settings,
        );
        await streamAnswer(reply, run, {
          signal: settings.signal,
          log: request.log,
          chatId: chat.chatId,
          finish: async (end) => {
            const turn = answeredTurn(body.query, pass.startedAt, run, end);
            const { credits, saved } = await commit(
              { text: end.text, feature: 'factgpt', chargeable: run.chargeable },
              { delivered: true, save: (db) => appendAnswer(db, chat, turn) },
            );
            return { credits, chatId: saved?.id ?? null };
          },
        });
      });
      return reply;
    }),
  );
}
