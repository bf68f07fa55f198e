import { APP_VERSION } from '@core/constants';
import { ZAppConfig, type TAppConfig } from '@core/api/appConfig';
import type { TApp, TContext } from '../../context';
import { modelEngines } from '../../ai/modelConfig';
import { evaluateUserFlags } from '../../flags/userFlags';
import { remainingDowntime } from './downtime';

const DOWNTIME_FLAG = 'app-downtime-flag';

/**
 * The app-downtime-flag for this caller: a signed-in user's own evaluation (so an email override can
 * exempt an administrator), else only an override for everyone applies (docs/decisions.md).
 */
async function downtimeFlag(ctx: TContext, userId: string | undefined): Promise<unknown> {
  const flags = userId ? await evaluateUserFlags(ctx, userId, { teamMode: false }) : null;
  return flags ? flags[DOWNTIME_FLAG] : ctx.flags.evaluateSignedOut(DOWNTIME_FLAG);
}

/** GET /api/app/config: downtime, announcement, version, support link and which models answer, public so the shell can show them before sign-in. */
export function getAppConfig(app: TApp, ctx: TContext) {
  app.get('/api/app/config', { schema: { response: { 200: ZAppConfig } } }, async (request, reply) => {
    const { env } = ctx;
    const downtime = remainingDowntime({
      envUntil: env.DOWNTIME_UNTIL ? new Date(env.DOWNTIME_UNTIL) : null,
      flagValue: await downtimeFlag(ctx, request.sessionUser?.id),
      now: new Date(),
    });
    const config: TAppConfig = {
      app_downtime_flag: downtime.secondsLeft,
      downtime_until: downtime.until ? downtime.until.toISOString() : null,
      announcement: env.ANNOUNCEMENT_TEXT
        ? { text: env.ANNOUNCEMENT_TEXT, date: env.ANNOUNCEMENT_DATE ?? null, link: env.ANNOUNCEMENT_LINK ?? null }
        : null,
      app_version: APP_VERSION,
      redirect_url: env.REDIRECT_URL ?? null,
      billing_enabled: ctx.stripe !== null,
      support_url: env.SUPPORT_URL ?? null,
      web_search: ctx.ai.webSearch !== null,
      models: modelEngines(ctx.ai.models.table),
    };
    reply.header('cache-control', 'no-store');
    return config;
  });
}
