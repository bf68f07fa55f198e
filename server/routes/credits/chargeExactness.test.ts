import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsForText } from '@core/credits/creditsForText';
import { parseCredits, toCreditTenths } from '@core/credits/creditTenths';
import { rowsOf } from '../../db/rows';
import { teamMembers, teams, users } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => harness.close());

/** A small seeded generator (mulberry32): the same charges on every run, so a failure replays. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `w${from + i}`).join(' ');

type TCharge = { status: number; charged: number; billed: number; figures: number[] };
type TChargeResponse = { credits_charged: number; credits_used: number; credits_left: number; credit_limit: number; additional_credits: number };

// What a person would see: a figure with at most one decimal, never 1.7000000000000002.
const TENTHS_TEXT = /^\d+(\.\d)?$/;

async function charge(user: TTestUser, outputText: string[], teamId: string | null): Promise<TCharge> {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/user/credits/update',
    headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    payload: { unique_id: user.unique_id, output_text: outputText, ...(teamId ? { team_id: teamId } : {}) },
  });
  const billed = creditsForText(outputText).credits;
  if (response.statusCode === 429) return { status: 429, charged: 0, billed, figures: [] };
  expect(response.statusCode).toBe(200);
  const body = response.json<TChargeResponse>();
  const figures = [body.credits_charged, body.credits_used, body.credits_left, body.credit_limit, body.additional_credits];
  return { status: 200, charged: body.credits_charged, billed, figures };
}

/** The pool's counter, its ledger's sum and each ledger row, exactly as PostgreSQL holds them (decimal text). */
async function counterAndLedger(pool: { table: 'users' | 'teams'; id: string }) {
  const ledgerOf = pool.table === 'users' ? sql`user_id = ${pool.id} and team_id is null` : sql`team_id = ${pool.id}::uuid`;
  const table = sql.raw(pool.table);
  const [row] = rowsOf<{ used: string; ledger: string; events: number; allowance: string; rows: string[] }>(
    await harness.ctx.db.execute(sql`
      select p.credits_used::text as used, p.credit_limit + p.additional_credits as allowance,
        (select coalesce(sum(e.credits), 0)::text from usage_events e where ${ledgerOf}) as ledger,
        (select count(*)::int from usage_events e where ${ledgerOf}) as events,
        (select coalesce(array_agg(e.credits::text), '{}') from usage_events e where ${ledgerOf}) as rows
      from ${table} p where p.id = ${pool.id}`),
  );
  return row!;
}

/**
 * Many charges of random sizes against one pool, in bursts of 1 to 8 at once, until `count` have
 * been sent: the pool's figures afterwards must agree with the ledger to the tenth.
 */
async function chargeAtRandom(input: { count: number; seed: number; chargers: TTestUser[]; teamId: string | null }): Promise<TCharge[]> {
  const random = randomFrom(input.seed);
  const results: TCharge[] = [];
  while (results.length < input.count) {
    const burst = Math.min(1 + random(8), input.count - results.length);
    const texts = Array.from({ length: burst }, () => {
      const pieces = 1 + random(3);
      return Array.from({ length: pieces }, (_, piece) => words(random(140), piece * 1000));
    });
    const chargers = texts.map(() => input.chargers[random(input.chargers.length)]!);
    results.push(...(await Promise.all(texts.map((text, i) => charge(chargers[i]!, text, input.teamId)))));
  }
  return results;
}

function expectExactAccounts(results: TCharge[], pool: { used: string; ledger: string; events: number; allowance: string; rows: string[] }) {
  for (const figure of results.flatMap((result) => result.figures)) expect(String(figure)).toMatch(TENTHS_TEXT);
  for (const text of [pool.used, pool.ledger, ...pool.rows]) expect(text).toMatch(TENTHS_TEXT);
  const usedTenths = toCreditTenths(parseCredits(pool.used));
  // The counter is the ledger's sum to the tenth, and every credit a response reported is in both.
  expect(pool.used).toBe(pool.ledger);
  expect(results.reduce((tenths, result) => tenths + toCreditTenths(result.charged), 0)).toBe(usedTenths);
  expect(results.filter((result) => result.charged > 0)).toHaveLength(pool.events);
  expect(pool.rows.reduce((tenths, text) => tenths + toCreditTenths(parseCredits(text)), 0)).toBe(usedTenths);
  // Never past the limit: the last charge took exactly what was left, and the rest were refused.
  expect(usedTenths).toBe(toCreditTenths(parseCredits(pool.allowance)));
  for (const result of results) expect(result.charged).toBeLessThanOrEqual(result.billed);
  const refused = results.filter((result) => result.status === 429);
  expect(refused.length).toBeGreaterThan(0);
  for (const result of refused) expect(result.charged).toBe(0);
}

describe('a thousand random charges', () => {
  it('leave a user’s counter equal to the ledger’s sum and never past the limit', async () => {
    const user = await buildUser(harness.app);
    // 500 charges average about 1.4 credits: far past 300.7 credits, so the clamp and the 429 are reached.
    await harness.ctx.db.update(users).set({ creditLimit: 300, additionalCredits: 0.7, creditsUsed: 0 }).where(eq(users.id, user.unique_id));
    const results = await chargeAtRandom({ count: 500, seed: 15_001, chargers: [user], teamId: null });
    expectExactAccounts(results, await counterAndLedger({ table: 'users', id: user.unique_id }));
    const check = await harness.app.inject({ url: `/api/verify/user/credits?unique_id=${user.unique_id}`, headers: { cookie: user.cookie, origin: TEST_ORIGIN } });
    expect(check.statusCode).toBe(429);
  }, 180_000);

  it('leave a team pool shared by three members equal to its ledger and never past the limit', async () => {
    const admin = await buildUser(harness.app);
    const members = [admin, await buildUser(harness.app), await buildUser(harness.app)];
    const [team] = await harness.ctx.db.insert(teams).values({ adminId: admin.unique_id, creditLimit: 250.3, additionalCredits: 49.9, maxMembers: 5 }).returning();
    await harness.ctx.db.insert(teamMembers).values(members.map((member) => ({ teamId: team!.id, userId: member.unique_id })));
    const results = await chargeAtRandom({ count: 500, seed: 15_002, chargers: members, teamId: team!.id });
    expectExactAccounts(results, await counterAndLedger({ table: 'teams', id: team!.id }));
    // The members' own pools were never touched.
    for (const member of members) expect(parseCredits((await counterAndLedger({ table: 'users', id: member.unique_id })).used)).toBe(0);
  }, 180_000);
});
