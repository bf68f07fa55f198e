import { ZBrandVoiceIdQuery, ZBrandVoiceResponse } from '@core/api/brandVoices';
import type { TApp, TContext } from '../../context';
import { loadBrandVoice } from '../../brandVoices/brandVoiceLoader';
import { presentBrandVoice } from '../../brandVoices/presentBrandVoice';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';

/** GET /api/fetch/brand/voice?brand_voice_id[&team_id]: one brand voice the person may use. */
export function fetchBrandVoice(app: TApp, ctx: TContext) {
  app.get('/api/fetch/brand/voice', { schema: { querystring: ZBrandVoiceIdQuery, response: { 200: ZBrandVoiceResponse } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, request.query.unique_id);
    const teamId = teamModeOf(user, request.query.team_id);
    const voice = await loadBrandVoice(ctx.db, user, request.query.brand_voice_id, teamId, 'use');
    return { brand_voice: presentBrandVoice(voice, user, teamId) };
  });
}
