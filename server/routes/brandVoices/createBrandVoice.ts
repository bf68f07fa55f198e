import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BRAND_VOICE_SAMPLE_LIMITS, ZBrandVoiceCreateQuery, ZBrandVoiceCreateResponse } from '@core/api/brandVoices';
import type { TContext } from '../../context';
import { assertBrandVoicePage, brandVoiceAllowance, brandVoiceLimitMessage } from '../../brandVoices/brandVoiceAllowance';
import { createBrandVoice } from '../../brandVoices/brandVoiceCreator';
import { readCreateRequest, TEXT_FIELD_BYTES } from '../../brandVoices/createRequest';
import { presentBrandVoice } from '../../brandVoices/presentBrandVoice';
import { forbidden } from '../../errors';
import { callSettingsFor } from '../../generation/callSettings';
import { unlessClientLeft } from '../../generation/clientAbort';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';

/**
 * POST /api/create/brand/voice[?team_id] (JSON, or multipart with "file" parts): learns a brand
 * voice from pasted text, files and URLs and saves it, within the plan's limit. Registered in its
 * own scope so multipart parsing stays local to this route.
 */
export async function createBrandVoiceRoute(scope: FastifyInstance, ctx: TContext) {
  const sources = BRAND_VOICE_SAMPLE_LIMITS.sources;
  await scope.register(multipart, {
    limits: { fileSize: Math.round(ctx.env.ASSET_UPLOAD_MAX_MB * 1_048_576), files: sources, fields: sources + 4, parts: sources * 2 + 4, fieldSize: TEXT_FIELD_BYTES },
  });
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/api/create/brand/voice',
    { schema: { querystring: ZBrandVoiceCreateQuery, response: { 201: ZBrandVoiceCreateResponse } }, preHandler: requireSession },
    async (request, reply) =>
      unlessClientLeft(reply, async () => {
        const user = authorizeSelf(request.sessionUser, request.query.unique_id);
        const teamId = teamModeOf(user, request.query.team_id);
        const pool = { userId: user.id, teamId };
        const allowance = await brandVoiceAllowance(ctx, user, pool);
        assertBrandVoicePage(allowance);
        if (!allowance.canCreate) throw forbidden(brandVoiceLimitMessage(allowance.limit));
        const { input, budget } = await readCreateRequest(request, ctx);
        const settings = callSettingsFor(ctx, reply);
        const created = await createBrandVoice(ctx, user, { pool, limit: allowance.limit, name: input.name, model: input.model, budget }, settings);
        return reply.status(201).send({
          brand_voice: presentBrandVoice(created.row, user, teamId),
          extraction: { engine: created.engine, model: created.model },
          notices: created.notices,
          credits_charged: created.credits,
        });
      }),
  );
}
