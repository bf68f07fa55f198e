import { ZBrandVoiceDeleteResponse, ZBrandVoiceIdQuery } from '@core/api/brandVoices';
import type { TApp, TContext } from '../../context';
import { loadBrandVoice } from '../../brandVoices/brandVoiceLoader';
import { deleteBrandVoice } from '../../brandVoices/brandVoiceStore';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';

/** DELETE /api/delete/brand/voice?brand_voice_id[&team_id] (creator or team admin). */
export function deleteBrandVoiceRoute(app: TApp, ctx: TContext) {
  app.delete('/api/delete/brand/voice', { schema: { querystring: ZBrandVoiceIdQuery, response: { 200: ZBrandVoiceDeleteResponse } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, request.query.unique_id);
    const teamId = teamModeOf(user, request.query.team_id);
    const voice = await loadBrandVoice(ctx.db, user, request.query.brand_voice_id, teamId, 'delete');
    await deleteBrandVoice(ctx.db, voice.id);
    return { deleted: true as const, brand_voice_id: voice.id };
  });
}
