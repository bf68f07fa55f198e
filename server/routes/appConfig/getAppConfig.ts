import { APP_VERSION } from '@core/constants';
import { ZAppConfig, type TAppConfig } from '@core/api/appConfig';
import type { TApp, TContext } from '../../context';

/** GET /api/app/config: downtime, announcement and version, public so the shell can show them before sign-in. */
export function getAppConfig(app: TApp, ctx: TContext) {
  app.get('/api/app/config', { schema: { response: { 200: ZAppConfig } } }, async (_request, reply) => {
    const { env } = ctx;
    const until = env.DOWNTIME_UNTIL ? new Date(env.DOWNTIME_UNTIL) : null;
    const secondsLeft = until ? Math.max(0, Math.ceil((until.getTime() - Date.now()) / 1_000)) : 0;
    const config: TAppConfig = {
      app_downtime_flag: secondsLeft,
      downtime_until: until && secondsLeft > 0 ? until.toISOString() : null,
      announcement: env.ANNOUNCEMENT_TEXT
        ? { text: env.ANNOUNCEMENT_TEXT, date: env.ANNOUNCEMENT_DATE ?? null, link: env.ANNOUNCEMENT_LINK ?? null }
        : null,
      app_version: APP_VERSION,
      redirect_url: env.REDIRECT_URL ?? null,
    };
    reply.header('cache-control', 'no-store');
    return config;
  });
}
