import { ZBrandVoiceResponse, ZBrandVoiceUpdateInput } from '@core/api/brandVoices';
import type { TApp, TContext } from '../../context';
import { loadBrandVoice } from '../../brandVoices/brandVoiceLoader';
import { updateBrandVoice } from '../../brandVoices/brandVoiceStore';
import { presentBrandVoice } from '../../brandVoices/presentBrandVoice';
import { badRequest } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';

/** PUT /api/update/brand/voice: a new name and/or the edited profile (creator or team admin). */
export function updateBrandVoiceRoute(app: TApp, ctx: TContext) {
  app.put('/api/update/brand/voice', { schema: { body: ZBrandVoiceUpdateInput, response: { 200: ZBrandVoiceResponse } }, preHandler: requireSession }, async (request) => {
    const { unique_id, team_id, brand_voice_id, name, profile } = request.body;
    const user = authorizeSelf(request.sessionUser, unique_id);
    const teamId = teamModeOf(user, team_id);
    if (name === undefined && profile === undefined) throw badRequest('Send a new name or profile to save.', 'profile');
    const voice = await loadBrandVoice(ctx.db, user, brand_voice_id, teamId, 'edit');
    const row = await updateBrandVoice(ctx.db, voice.id, { name, profile });
    return { brand_voice: presentBrandVoice(row, user, teamId) };
  });
}
