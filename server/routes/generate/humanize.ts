import { ZHumanizeInput, ZHumanizeResult } from '@core/api/humanize';
import { ERRORS } from '@core/errors';
import type { TApp, TContext } from '../../context';
import { runHumanize } from '../../ai/humanize';
import { useFeatureRun } from '../../commands/featureRunUser';
import { HttpError } from '../../errors';
import { callSettingsFor } from '../../generation/callSettings';
import { unlessClientLeft } from '../../generation/clientAbort';
import { withGeneration } from '../../generation/generationCharge';
import { passGenerationGate } from '../../generation/generationGate';
import { noticeReaderOf } from '../../generation/noticeReader';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { loadBlog } from '../../queries/blogLoader';
import { featureRunsLeft } from '../../queries/featureRunsLeft';
import { presentHumanize } from '../../presenters/humanize';

/**
 * POST /api/content/humanize (issue 18): rewrites the passages so they read naturally, each with its
 * diff and kept-facts check. A rewrite uses one content_optimization run and charges the changed
 * words, both in the one transaction of `commit`; a refusal or a failed model charges neither. The
 * offline engine rewrites nothing and says why.
 */
export function humanize(app: TApp, ctx: TContext) {
  app.post('/api/content/humanize', { schema: { body: ZHumanizeInput, response: { 200: ZHumanizeResult } }, preHandler: requireSession }, async (request, reply) =>
    unlessClientLeft(reply, async () => {
      const body = request.body;
      const user = authorizeSelf(request.sessionUser, body.unique_id);
      await requirePageIn(ctx, user, 'optimizer-humanize', body.team_id);
      const blog = body.save_id ? await loadBlog(ctx.db, body.save_id) : null;
      if (blog) authorize(user, 'read', blog);
      const settings = callSettingsFor(ctx, reply);
      const pass = await passGenerationGate(ctx, user, { uniqueId: body.unique_id, teamId: body.team_id, mode: 'instruct', model: body.model });
      const pool = { userId: pass.user.id, teamId: pass.teamId };
      // An empty pool is refused before the model is paid for (and counted again when charging).
      if (pass.engine.engine === 'model' && (await featureRunsLeft(ctx.db, pool, 'content_optimization')) < 1) throw new HttpError('runs_exhausted', ERRORS.runs_exhausted.message);
      return withGeneration(ctx, pass, async (commit) => {
        // A doc's passages are written in the doc's language and tone unless the request names others.
        const language = body.language || blog?.metaData.language || undefined;
        const tone = body.tone || blog?.userInput.tone || undefined;
        const input = { passages: body.passages.map((passage) => passage.text), language, tone };
        const run = await runHumanize(pass.engine, input, settings, () => noticeReaderOf(ctx, pass.user));
        if (run.engine === 'offline') return presentHumanize(run, 0);
        const save = (tx: Parameters<typeof useFeatureRun>[0]) => useFeatureRun(tx, { ...pool, feature: 'content_optimization' });
        const { credits } = await commit({ text: run.written.join('\n\n'), feature: 'humanize', chargeable: true }, { save, abandonIf: settings.signal });
        return presentHumanize(run, credits);
      });
    }),
  );
}
