import { ZBrandVoiceListQuery, ZBrandVoiceListResponse } from '@core/api/brandVoices';
import type { TApp, TContext } from '../../context';
import { assertBrandVoicePage, brandVoiceAllowance } from '../../brandVoices/brandVoiceAllowance';
import { listBrandVoices } from '../../brandVoices/brandVoiceStore';
import { presentBrandVoice } from '../../brandVoices/presentBrandVoice';
import { badRequest } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';

/** At most this many per call, so one call cannot read a whole team's voices. */
const MAX_PAGE = 50;

/**
 * GET /api/fetch/brand/voice/info?unique_id&start_count&end_count[&team_id] (spec §7): the brand
 * voices of this mode newest first, items start_count (inclusive) to end_count (exclusive), the
 * total, and whether one more may be created under the plan's limit.
 */
export function fetchBrandVoiceInfo(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/brand/voice/info',
    { schema: { querystring: ZBrandVoiceListQuery, response: { 200: ZBrandVoiceListResponse } }, preHandler: requireSession },
    async (request) => {
      const { unique_id, team_id, start_count, end_count } = request.query;
      const user = authorizeSelf(request.sessionUser, unique_id);
      const teamId = teamModeOf(user, team_id);
      if (end_count <= start_count) throw badRequest('end_count must be greater than start_count.', 'end_count');
      const pool = { userId: user.id, teamId };
      const allowance = await brandVoiceAllowance(ctx, user, pool);
      assertBrandVoicePage(allowance);
      const { rows, total } = await listBrandVoices(ctx.db, pool, { offset: start_count, limit: Math.min(end_count - start_count, MAX_PAGE) });
      return { brand_voice_entries: rows.map((row) => presentBrandVoice(row, user, teamId)), total_documents: total, can_create: allowance.canCreate, limit: allowance.limit };
    },
  );
}
