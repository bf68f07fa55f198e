import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../account/accountDeleter';
import { TEAM_ADMIN_DELETE_REASON, RENEWING_SUBSCRIPTION_DELETE_REASON } from '../../account/profileAbilities';
import { rowsOf } from '../../db/rows';
import { hasStoredUpload, storeUpload } from '../../retrieval/storedUploads';
import { s3UploadObjects } from '../../retrieval/uploads/s3UploadObjects';
import { freePort } from '../../test/instances';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// DELETE /api/account (issue 22): everything the person owns goes, team work stays with the team.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
}, 60_000);
afterAll(() => harness.close());

const db = () => harness.ctx.db;
const run = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(query));
const remove = (user: { cookie: string } | null, payload: object) =>
  harness.app.inject({ method: 'DELETE', url: '/api/account', headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) }, payload });
const signIn = (user: TTestUser) =>
  harness.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' }, payload: { email: user.email, password: user.password } });
const profile = (user: TTestUser) => harness.app.inject({ url: '/api/account/profile', headers: { cookie: user.cookie } });

/** Rows that name the user, in every table with a foreign key to users (and ended_sessions, which has none). */
async function rowsNaming(userId: string): Promise<Record<string, number>> {
  const references = await run<{ tbl: string; col: string }>(sql`
    select c.conrelid::regclass::text as tbl, a.attname as col
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = 'users'::regclass
    union select 'ended_sessions', 'user_id' union select 'users', 'id'`);
  const counts: Record<string, number> = {};
  for (const { tbl, col } of references) {
    const [row] = await run<{ n: string | number }>(sql`select count(*) as n from ${sql.identifier(tbl)} where ${sql.identifier(col)} = ${userId}`);
    const n = Number(row!.n);
    if (n > 0) counts[`${tbl}.${col}`] = (counts[`${tbl}.${col}`] ?? 0) + n;
  }
  return counts;
}

const projectOf = async (user: TTestUser) => (await run<{ id: string }>(sql`select id from projects where owner_id = ${user.unique_id} limit 1`))[0]!.id;

async function makeTeam(admin: TTestUser, members: TTestUser[]): Promise<string> {
  const [team] = await run<{ id: string }>(sql`insert into teams (admin_id, plan_name, max_members) values (${admin.unique_id}, 'team_monthly_april_2024', 5) returning id`);
  for (const person of [admin, ...members]) await db().execute(sql`insert into team_members (team_id, user_id) values (${team!.id}, ${person.unique_id})`);
  return team!.id;
}

async function addDoc(user: TTestUser, projectId: string, title: string, teamId: string | null = null): Promise<string> {
  const [doc] = await run<{ id: string }>(sql`
    insert into blogs (user_id, team_id, project_id, title, user_input, meta_data) values (${user.unique_id}, ${teamId}, ${projectId}, ${title}, '{}'::jsonb, '{}'::jsonb) returning id`);
  return doc!.id;
}

/** An uploaded file asset with its bytes kept on disk, as large uploads are. */
async function addFileAsset(user: TTestUser, projectId: string, teamId: string | null = null): Promise<{ id: string; stored: () => Promise<boolean> }> {
  const [asset] = await run<{ id: string }>(sql`
    insert into assets (project_id, user_id, team_id, kind, title, stored_upload, status) values (${projectId}, ${user.unique_id}, ${teamId}, 'file', 'notes.txt', true, 'ready') returning id`);
  await db().execute(sql`insert into asset_chunks (asset_id, project_id, position, text, tsv) values (${asset!.id}, ${projectId}, 0, 'Some notes', to_tsvector('simple', 'Some notes'))`);
  await storeUpload(harness.ctx.uploads, asset!.id, Buffer.from('Some notes'));
  return { id: asset!.id, stored: () => hasStoredUpload(harness.ctx.uploads, asset!.id) };
}

/** The person's own things: docs, a chat, a file asset, a provider key, an API token, usage, a second session. */
async function giveEverything(user: TTestUser, teamId: string | null = null) {
  const projectId = await projectOf(user);
  await addDoc(user, projectId, 'Personal doc');
  await db().execute(sql`insert into chats (user_id, team_id, project_id, title) values (${user.unique_id}, ${teamId}, ${projectId}, 'A chat')`);
  const asset = await addFileAsset(user, projectId);
  await db().execute(sql`insert into user_keys (user_id, sealed_key, key_hint) values (${user.unique_id}, 'sealed', 'abcd')`);
  await db().execute(sql`insert into api_tokens (user_id, name, token_hash, prefix) values (${user.unique_id}, 'script', ${crypto.randomBytes(16).toString('hex')}, 'lf_abcd')`);
  await db().execute(sql`insert into usage_events (user_id, team_id, feature, words, credits) values (${user.unique_id}, ${teamId}, 'chat', 120, 1.2)`);
  expect((await signIn(user)).statusCode).toBe(200);
  return { projectId, asset };
}

describe('DELETE /api/account', () => {
  it('removes every row that names a member and their files, hands their team work to the admin, and leaves others untouched', async () => {
    const [admin, member, bystander] = [await buildUser(harness.app), await buildUser(harness.app), await buildUser(harness.app)];
    const teamId = await makeTeam(admin, [member]);
    const mine = await giveEverything(member, teamId);
    const theirs = await giveEverything(bystander);
    // Work the member did for the team, in the admin's project.
    const teamDoc = await addDoc(member, await projectOf(admin), 'Team doc', teamId);
    const teamAsset = await addFileAsset(member, await projectOf(admin), teamId);

    const before = await rowsNaming(member.unique_id);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users.id', 'sessions.user_id', 'accounts.user_id', 'projects.owner_id', 'blogs.user_id', 'chats.user_id', 'assets.user_id', 'user_keys.user_id', 'api_tokens.user_id', 'usage_events.user_id', 'team_members.user_id']));
    const adminBefore = await rowsNaming(admin.unique_id);
    const bystanderBefore = await rowsNaming(bystander.unique_id);
    expect(await mine.asset.stored()).toBe(true);

    const response = await remove(member, { confirm_email: ` ${member.email.toUpperCase()} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(String(response.headers['set-cookie'])).toMatch(/^better-auth\.session_token=;.*Max-Age=0/);

    expect(await rowsNaming(member.unique_id)).toEqual({});
    expect(await run(sql`select id from projects where id = ${mine.projectId}`)).toEqual([]);
    expect(await run(sql`select id from asset_chunks where asset_id = ${mine.asset.id}`)).toEqual([]);
    expect(await mine.asset.stored()).toBe(false);
    // The team keeps the member's team work, now the admin's; its file stays.
    expect(await run(sql`select user_id, team_id from blogs where id = ${teamDoc}`)).toEqual([{ user_id: admin.unique_id, team_id: teamId }]);
    expect(await run(sql`select user_id from assets where id = ${teamAsset.id}`)).toEqual([{ user_id: admin.unique_id }]);
    expect(await teamAsset.stored()).toBe(true);
    expect(await run(sql`select user_id from team_members where team_id = ${teamId} order by user_id`)).toEqual([{ user_id: admin.unique_id }]);
    const adminAfter = await rowsNaming(admin.unique_id);
    expect(adminAfter).toEqual({ ...adminBefore, 'blogs.user_id': (adminBefore['blogs.user_id'] ?? 0) + 1, 'assets.user_id': (adminBefore['assets.user_id'] ?? 0) + 1 });
    // Someone else's data is untouched.
    expect(await rowsNaming(bystander.unique_id)).toEqual(bystanderBefore);
    expect(await theirs.asset.stored()).toBe(true);
    expect((await profile(bystander)).statusCode).toBe(200);

    // The deleted person's session is refused, and their password signs nobody in.
    expect((await profile(member)).statusCode).toBe(401);
    expect((await harness.app.inject({ url: `/api/fetch/user/details?unique_id=${member.unique_id}`, headers: { cookie: member.cookie } })).statusCode).toBe(401);
    expect((await signIn(member)).statusCode).toBe(401);
  });

  it('refuses a team admin whose team has other members (409), then lets them go with their team once alone', async () => {
    const [admin, member] = [await buildUser(harness.app), await buildUser(harness.app)];
    const teamId = await makeTeam(admin, [member]);
    const before = await rowsNaming(admin.unique_id);
    const refused = await remove(admin, { confirm_email: admin.email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TEAM_ADMIN_DELETE_REASON);
    expect(await rowsNaming(admin.unique_id)).toEqual(before);
    expect((await profile(admin)).json()).toMatchObject({ abilities: { delete_account: false }, delete_blocked_reason: TEAM_ADMIN_DELETE_REASON });

    await db().execute(sql`delete from team_members where user_id = ${member.unique_id}`);
    expect((await remove(admin, { confirm_email: admin.email })).statusCode).toBe(200);
    expect(await run(sql`select id from teams where id = ${teamId}`)).toEqual([]);
    expect(await rowsNaming(admin.unique_id)).toEqual({});
    expect((await profile(member)).statusCode).toBe(200);
  });

  it('refuses while a subscription still renews (409), and a wrong, empty or over-long confirmation (400), deleting nothing', async () => {
    const writer = await buildUser(harness.app);
    await giveEverything(writer);
    const before = await rowsNaming(writer.unique_id);
    for (const [payload, message] of [
      [{ confirm_email: 'someone-else@example.com' }, 'Type your account’s email address exactly to confirm.'],
      [{ confirm_email: '' }, 'Type your email address to confirm.'],
      [{}, 'Type your email address to confirm.'],
      [{ confirm_email: `${'a'.repeat(260)}@example.com` }, 'An email address can be at most 254 characters.'],
    ] as const) {
      const response = await remove(writer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message, field: 'confirm_email' });
    }
    await db().execute(sql`insert into billing_accounts (user_id, stripe_customer_id, stripe_subscription_id, plan_id) values (${writer.unique_id}, ${`cus_${writer.unique_id}`}, ${`sub_${writer.unique_id}`}, 'pro_monthly_usd_49')`);
    await db().execute(sql`update users set subscription_status = 'active' where id = ${writer.unique_id}`);
    const renewing = await remove(writer, { confirm_email: writer.email });
    expect(renewing.statusCode).toBe(409);
    expect(renewing.json().message).toBe(RENEWING_SUBSCRIPTION_DELETE_REASON);
    expect(await rowsNaming(writer.unique_id)).toEqual({ ...before, 'billing_accounts.user_id': 1 });
    expect((await remove(null, { confirm_email: writer.email })).statusCode).toBe(401);
  });

  it('still deletes every row when a file cannot be removed, and logs the file', async () => {
    const writer = await buildUser(harness.app);
    const { asset } = await giveEverything(writer);
    const errors: unknown[] = [];
    const log = { ...harness.app.log, error: (...args: unknown[]) => errors.push(args) } as typeof harness.app.log;
    // A bucket nobody answers for: removing anything from it fails (connection refused).
    const unreachable = s3UploadObjects({ bucket: 'nowhere', endpoint: `http://127.0.0.1:${await freePort()}`, region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' }, forcePathStyle: true });
    const brokenStore = { ...harness.ctx.uploads, objects: unreachable };
    const result = await deleteAccount({ db: db(), uploads: brokenStore, log }, writer.unique_id, writer.email);
    expect(result.removedFiles).toBe(0);
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).toContain(asset.id);
    expect(await rowsNaming(writer.unique_id)).toEqual({});
  });
});
