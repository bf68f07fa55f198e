import type { LightMyRequestResponse } from 'fastify';
import { BRAND_VOICE_PROFILE_VERSION, type TBrandVoiceListResponse } from '@core/api/brandVoices';
import { extractVoiceProfile } from '@core/brandVoices/extractVoiceProfile';
import { insertBrandVoice } from '../../brandVoices/brandVoiceStore';
import type { TApp } from '../../context';
import type { Db } from '../../db/database';
import type { TTestUser } from '../../test/factories';
import { TEST_ORIGIN } from '../../test/testApp';

/** Tests only: samples long enough to learn a voice from (a chatty bakery, in three paragraphs). */
export const BAKERY_TEXT = [
  "We bake every loaf by hand. You'll taste the difference on the first bite! Our sourdough rests for two full days before it meets the oven.",
  "Can't decide? Grab a sourdough sampler. We're sure you'll love it. Our bakers start the ovens at four in the morning, so your bread is warm when you wake up!",
  "Want to bake at home? We share our starter with anyone who asks. You don't need fancy tools: a bowl, flour, water and a little patience will do.",
].join('\n\n');

const teamQuery = (teamId?: string | null) => (teamId ? `team_id=${teamId}` : '');

/** Tests only: POST /api/create/brand/voice as JSON. */
export function createVoice(app: TApp, user: TTestUser, body: Record<string, unknown>, teamId?: string | null): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/create/brand/voice?${teamQuery(teamId)}`, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload: body });
}

/** Tests only: creates a voice from the bakery text and returns its id (expects 201). */
export async function createBakeryVoice(app: TApp, user: TTestUser, name: string, teamId?: string | null): Promise<string> {
  const response = await createVoice(app, user, { name, text: BAKERY_TEXT }, teamId);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().brand_voice.id;
}

/** Tests only: GET /api/fetch/brand/voice/info. */
export async function listVoices(app: TApp, user: TTestUser, range: { start?: number; end?: number } = {}, teamId?: string | null): Promise<LightMyRequestResponse & { body: string }> {
  const query = new URLSearchParams({ unique_id: user.unique_id, start_count: String(range.start ?? 0), end_count: String(range.end ?? 5) });
  if (teamId) query.set('team_id', teamId);
  return app.inject({ method: 'GET', url: `/api/fetch/brand/voice/info?${query}`, headers: { cookie: user.cookie } });
}

export const listBody = (response: LightMyRequestResponse) => response.json<TBrandVoiceListResponse>();

/** Tests only: a multipart body with fields and "file" parts. */
export function multipartForm(fields: [string, string][], files: { filename: string; content: Buffer | string; type?: string }[] = []) {
  const boundary = `----brandvoice${Math.random().toString(16).slice(2)}`;
  const parts = [
    ...fields.map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    ...files.map((file) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'text/plain'}\r\n\r\n`),
        Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
        Buffer.from('\r\n'),
      ]),
    ),
  ];
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Tests only: stores a voice drawn from the bakery text straight in the table (no generation, so no fair-usage count). */
export async function insertBakeryVoice(db: Db, userId: string, name: string, teamId: string | null = null): Promise<string> {
  const row = await insertBrandVoice(db, { userId, teamId, name, profile: extractVoiceProfile([BAKERY_TEXT]).profile, sources: [{ kind: 'text', name: 'Pasted text', chars: BAKERY_TEXT.length }], profileVersion: BRAND_VOICE_PROFILE_VERSION });
  return row.id;
}
