import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_LIMITS, API_TOKEN_PATTERN, type TApiTokenCreatedResponse, type TApiTokenListResponse } from '@core/api/apiTokens';
import { ERRORS } from '@core/errors';
import { API_TOKEN_REFUSALS } from '../../apiTokens/apiTokenAuthenticator';
import { hashApiToken } from '../../apiTokens/apiTokenSecret';
import { BROWSER_ONLY_CALLS } from '../../apiTokens/browserOnlyCalls';
import { registeredRoutesOf } from '../../openapi/registeredRoutes';
import { apiTokens, users } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// Personal API tokens (issue 22): made in the browser, used by scripts as `Authorization: Bearer lf_…`.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ann: TTestUser;
let bob: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp();
  [ann, bob] = await Promise.all([buildUser(harness.app), buildUser(harness.app)]);
}, 60_000);
afterAll(() => harness.close());

const browser = (user: TTestUser) => ({ cookie: user.cookie, origin: TEST_ORIGIN });
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const create = (user: TTestUser, payload: Record<string, unknown> = { name: 'Publishing script' }) =>
  harness.app.inject({ method: 'POST', url: '/api/create/api/token', headers: browser(user), payload });
const list = (headers: Record<string, string>) => harness.app.inject({ method: 'GET', url: '/api/fetch/api/tokens', headers });
const revoke = (headers: Record<string, string>, tokenId: string) => harness.app.inject({ method: 'POST', url: '/api/revoke/api/token', headers, payload: { token_id: tokenId } });
const userDetails = (headers: Record<string, string>, uniqueId: string) =>
  harness.app.inject({ method: 'GET', url: `/api/fetch/user/details?unique_id=${uniqueId}`, headers });
const rowOf = async (tokenId: string) => (await harness.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, tokenId)))[0];

async function madeToken(user: TTestUser, name = 'Publishing script'): Promise<TApiTokenCreatedResponse> {
  const response = await create(user, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TApiTokenCreatedResponse>();
}

describe('making, listing and revoking tokens', () => {
  it('makes a token shown once, and keeps only its SHA-256 and first characters', async () => {
    const { token, secret } = await madeToken(ann, '  Nightly export  ');
    expect(secret).toMatch(API_TOKEN_PATTERN);
    expect(token).toMatchObject({ name: 'Nightly export', prefix: secret.slice(0, 9), last_used_at: null, revoked_at: null, abilities: { revoke: true } });
    const row = await rowOf(token.token_id);
    expect(row!.tokenHash).toBe(hashApiToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(9));

    const listed = (await list(browser(ann))).json<TApiTokenListResponse>();
    expect(listed.tokens.find((entry) => entry.token_id === token.token_id)).toEqual(token);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(9));
    expect(listed).toMatchObject({ can_create: true, create_refusal: null, max_active: API_TOKEN_LIMITS.activePerUser });
  });

  it('makes a different token each time', async () => {
    const [first, second] = [await madeToken(bob), await madeToken(bob)];
    expect(first.secret).not.toBe(second.secret);
  });

  it('revokes a token: it stays listed with when, and stops working at once', async () => {
    const owner = await buildUser(harness.app);
    const { token, secret } = await madeToken(owner);
    expect((await userDetails(bearer(secret), owner.unique_id)).statusCode).toBe(200);
    const response = await revoke(browser(owner), token.token_id);
    expect(response.statusCode, response.body).toBe(200);
    const revoked = response.json<{ token: { revoked_at: string; abilities: { revoke: boolean } } }>().token;
    expect(Date.parse(revoked.revoked_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(revoked.abilities.revoke).toBe(false);

    const refused = await userDetails(bearer(secret), owner.unique_id);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'unauthorized', message: API_TOKEN_REFUSALS.revoked });
    const listed = (await list(browser(owner))).json<TApiTokenListResponse>().tokens.find((entry) => entry.token_id === token.token_id);
    expect(listed?.revoked_at).toBe(revoked.revoked_at);
    // Revoking it again says so.
    expect((await revoke(browser(owner), token.token_id)).statusCode).toBe(409);
  });

  it('lets a script revoke its own token with that token', async () => {
    const owner = await buildUser(harness.app);
    const { token, secret } = await madeToken(owner);
    expect((await revoke(bearer(secret), token.token_id)).statusCode).toBe(200);
    expect((await list(bearer(secret))).statusCode).toBe(401);
  });

  it('cannot revoke someone else’s token (404, as a missing one), which keeps working', async () => {
    const { token, secret } = await madeToken(bob);
    const response = await revoke(browser(ann), token.token_id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('That token does not exist.');
    expect((await rowOf(token.token_id))!.revokedAt).toBeNull();
    expect((await userDetails(bearer(secret), bob.unique_id)).statusCode).toBe(200);
    // Nor with a token of their own, nor with an id that is no token.
    const annToken = await madeToken(ann);
    expect((await revoke(bearer(annToken.secret), token.token_id)).statusCode).toBe(404);
    expect((await revoke(browser(ann), 'not-a-token')).statusCode).toBe(404);
    // And the list shows only one's own.
    const annList = (await list(browser(ann))).json<TApiTokenListResponse>();
    expect(annList.tokens.some((entry) => entry.token_id === token.token_id)).toBe(false);
  });

  it('answers 401 without a session, and refuses a signed-out create', async () => {
    expect((await list({})).statusCode).toBe(401);
    const response = await harness.app.inject({ method: 'POST', url: '/api/create/api/token', headers: { origin: TEST_ORIGIN }, payload: { name: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    [undefined, 'Please name the token.'],
    ['', 'Please name the token.'],
    ['   ', 'Please name the token.'],
    ['x'.repeat(API_TOKEN_LIMITS.nameChars + 1), `at most ${API_TOKEN_LIMITS.nameChars} characters`],
    ['<b>deploy</b>', 'HTML tags are not allowed'],
  ])('refuses the name %j with 400 (%s) and makes nothing', async (name, message) => {
    const before = await harness.ctx.db.$count(apiTokens, eq(apiTokens.userId, ann.unique_id));
    const response = await create(ann, name === undefined ? {} : { name });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await harness.ctx.db.$count(apiTokens, eq(apiTokens.userId, ann.unique_id))).toBe(before);
  });

  it('refuses a revoke without a token id', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/api/revoke/api/token', headers: browser(ann), payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Send token_id.');
  });
});

describe('limits', () => {
  it(`allows ${API_TOKEN_LIMITS.activePerUser} working tokens at once; revoking one makes room`, async () => {
    const carol = await buildUser(harness.app);
    // Made directly: the create call's own rate limit (10 a minute) is not what is under test here.
    const rows = await harness.ctx.db
      .insert(apiTokens)
      .values(Array.from({ length: API_TOKEN_LIMITS.activePerUser }, (_, index) => ({ userId: carol.unique_id, name: `t${index}`, tokenHash: `hash-${carol.unique_id}-${index}`, prefix: 'lf_xxxxxx' })))
      .returning();
    const refused = await create(carol);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`at most ${API_TOKEN_LIMITS.activePerUser} tokens`);
    const listed = (await list(browser(carol))).json<TApiTokenListResponse>();
    expect(listed.can_create).toBe(false);
    expect(listed.create_refusal).toContain('Revoke one');
    expect((await revoke(browser(carol), rows[0]!.id)).statusCode).toBe(200);
    expect((await create(carol)).statusCode).toBe(201);
  });

  it(`keeps the ${API_TOKEN_LIMITS.revokedKept} most recently revoked tokens, so the list stays bounded`, async () => {
    const dave = await buildUser(harness.app);
    const revokedCount = API_TOKEN_LIMITS.revokedKept + 5;
    await harness.ctx.db.insert(apiTokens).values(
      Array.from({ length: revokedCount }, (_, index) => ({
        userId: dave.unique_id,
        name: `old${index}`,
        tokenHash: `hash-${dave.unique_id}-${index}`,
        prefix: 'lf_xxxxxx',
        revokedAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })),
    );
    expect((await create(dave)).statusCode).toBe(201);
    const tokens = (await list(browser(dave))).json<TApiTokenListResponse>().tokens;
    expect(tokens).toHaveLength(API_TOKEN_LIMITS.revokedKept + 1);
    // The oldest five went; the newest revoked stayed.
    expect(tokens.map((token) => token.name)).not.toContain('old4');
    expect(tokens.map((token) => token.name)).toContain(`old${revokedCount - 1}`);
    expect(tokens.map((token) => token.name)).toContain('old5');
  });

  it('a token cannot make tokens (403 with why), and its list says so', async () => {
    const holder = await buildUser(harness.app);
    const { secret } = await madeToken(holder);
    const before = await harness.ctx.db.$count(apiTokens, eq(apiTokens.userId, holder.unique_id));
    const response = await harness.app.inject({ method: 'POST', url: '/api/create/api/token', headers: bearer(secret), payload: { name: 'minted' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('An API token cannot make this call (creating tokens');
    expect(await harness.ctx.db.$count(apiTokens, eq(apiTokens.userId, holder.unique_id))).toBe(before);
    const listed = (await list(bearer(secret))).json<TApiTokenListResponse>();
    expect(listed.can_create).toBe(false);
    expect(listed.create_refusal).toContain('An API token cannot create tokens');
  });

});

describe('requests with a token', () => {
  it('act as the token’s owner: their data, not anyone else’s', async () => {
    const owner = await buildUser(harness.app);
    const { secret } = await madeToken(owner);
    const own = await userDetails(bearer(secret), owner.unique_id);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().email).toBe(owner.email);
    const other = await userDetails(bearer(secret), bob.unique_id);
    expect(other.statusCode).toBe(403);
    // Bob's doc is out of reach too (404, as a missing one).
    const bobDoc = await harness.app.inject({
      method: 'POST',
      url: '/api/create/user/copy',
      headers: browser(bob),
      payload: { unique_id: bob.unique_id, project_id: bob.projects[0]!._id, title: 'Bob’s draft' },
    });
    expect(bobDoc.statusCode, bobDoc.body).toBe(201);
    const bobDocId = bobDoc.json<{ copy: { _id: string } }>().copy._id;
    const read = (query: string, headers: Record<string, string>) => harness.app.inject({ method: 'GET', url: `/api/get/saved/copy/internal?copy_id=${bobDocId}${query}`, headers });
    expect((await read('', browser(bob))).statusCode).toBe(200);
    expect((await read('', bearer(secret))).statusCode).toBe(404);
    expect((await read(`&unique_id=${bob.unique_id}`, bearer(secret))).statusCode).toBe(403);
  });

  it('use only the token, never a cookie beside it: Bob’s cookie with Ann’s token is Ann; a bad token with a good cookie is refused', async () => {
    const owner = await buildUser(harness.app);
    const { secret } = await madeToken(owner);
    const both = await userDetails({ ...bearer(secret), cookie: bob.cookie }, owner.unique_id);
    expect(both.statusCode).toBe(200);
    expect(both.json().email).toBe(owner.email);
    const badWithCookie = await userDetails({ authorization: 'Bearer lf_nope', cookie: owner.cookie }, owner.unique_id);
    expect(badWithCookie.statusCode).toBe(401);
  });

  it.each([
    ['a token of another kind (wrong prefix)', 'ghp_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG', API_TOKEN_REFUSALS.wrongPrefix],
    ['an empty Bearer', '', API_TOKEN_REFUSALS.wrongPrefix],
    ['a malformed lf_ token', 'lf_short', API_TOKEN_REFUSALS.unknown],
    ['a well-formed token nobody made', `lf_${'A'.repeat(43)}`, API_TOKEN_REFUSALS.unknown],
  ])('refuses %s with 401 and a message that says what is wrong', async (_what, token, message) => {
    const response = await userDetails(bearer(token), ann.unique_id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message });
  });

  it('refuses the token of a deleted account', async () => {
    const gone = await buildUser(harness.app);
    const { secret } = await madeToken(gone);
    expect((await userDetails(bearer(secret), gone.unique_id)).statusCode).toBe(200);
    await harness.ctx.db.delete(users).where(eq(users.id, gone.unique_id));
    const response = await userDetails(bearer(secret), gone.unique_id);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(API_TOKEN_REFUSALS.unknown);
  });

  it('stamp last_used_at on use, at most about once a minute', async () => {
    const holder = await buildUser(harness.app);
    const { token, secret } = await madeToken(holder);
    expect((await userDetails(bearer(secret), holder.unique_id)).statusCode).toBe(200);
    const first = (await rowOf(token.token_id))!.lastUsedAt!;
    expect(first.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Used 30 s ago: another request leaves it.
    await harness.ctx.db.update(apiTokens).set({ lastUsedAt: sql`now() - interval '30 seconds'` }).where(eq(apiTokens.id, token.token_id));
    const thirtySecondsAgo = (await rowOf(token.token_id))!.lastUsedAt!;
    expect((await userDetails(bearer(secret), holder.unique_id)).statusCode).toBe(200);
    expect((await rowOf(token.token_id))!.lastUsedAt).toEqual(thirtySecondsAgo);
    // Used two minutes ago: the next request stamps it.
    await harness.ctx.db.update(apiTokens).set({ lastUsedAt: sql`now() - interval '2 minutes'` }).where(eq(apiTokens.id, token.token_id));
    expect((await userDetails(bearer(secret), holder.unique_id)).statusCode).toBe(200);
    expect((await rowOf(token.token_id))!.lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The list shows it.
    const listed = (await list(browser(holder))).json<TApiTokenListResponse>().tokens.find((entry) => entry.token_id === token.token_id);
    expect(listed?.last_used_at).not.toBeNull();
  });

  it('are not held to the origin check without a cookie (nothing rides along), and are with one', async () => {
    const owner = await buildUser(harness.app);
    const { token, secret } = await madeToken(owner);
    const foreign = { origin: 'http://evil.example' };
    const scripted = await revoke({ ...bearer(secret), ...foreign }, (await madeToken(owner)).token.token_id);
    expect(scripted.statusCode, scripted.body).toBe(200);
    const withCookie = await revoke({ ...bearer(secret), ...foreign, cookie: owner.cookie }, token.token_id);
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json().message).toBe(ERRORS.cross_site_refused.message);
  });

  it('cannot change the email or password or delete the account: those need the browser (403, nothing changed)', async () => {
    const owner = await buildUser(harness.app);
    const { secret } = await madeToken(owner);
    const registered = registeredRoutesOf(harness.app).flatMap((route) => route.methods.map((method) => `${method} ${route.url}`));
    expect(registered).toEqual(expect.arrayContaining([...BROWSER_ONLY_CALLS]));
    for (const call of BROWSER_ONLY_CALLS) {
      const [method, url] = call.split(' ') as ['POST' | 'DELETE', string];
      const response = await harness.app.inject({ method, url, headers: bearer(secret), payload: { confirm_email: owner.email, email: 'taken-over@example.com', new_email: 'taken-over@example.com', current_password: owner.password, new_password: 'another-pass-42', name: 'x' } });
      expect(response.statusCode, call).toBe(403);
      expect(response.json().message, call).toContain('Sign in to Longform in your browser');
    }
    const [row] = await harness.ctx.db.select().from(users).where(eq(users.id, owner.unique_id));
    expect(row?.email).toBe(owner.email);
    // The same token still works for everything else.
    expect((await userDetails(bearer(secret), owner.unique_id)).statusCode).toBe(200);
  });

  it('count against the same per-person rate limit as the browser', async () => {
    const erin = await buildUser(harness.app);
    const { secret } = await madeToken(erin);
    // POST /api/check/facts allows 20 a minute per person; a request counts before its body is read, so empty ones do.
    const check = (headers: Record<string, string>) => harness.app.inject({ method: 'POST', url: '/api/check/facts', headers, payload: {} });
    for (let index = 0; index < 10; index += 1) expect((await check(browser(erin))).statusCode).toBe(400);
    for (let index = 0; index < 10; index += 1) expect((await check(bearer(secret))).statusCode).toBe(400);
    const limited = await check(bearer(secret));
    expect(limited.statusCode).toBe(429);
    expect((await check(browser(erin))).statusCode).toBe(429);
    // Another person's count is their own.
    const { secret: annSecret } = await madeToken(await buildUser(harness.app));
    expect((await check(bearer(annSecret))).statusCode).toBe(400);
  });
});
