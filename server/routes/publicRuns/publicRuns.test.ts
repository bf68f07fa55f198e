import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicRuns } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => harness.close());
afterEach(() => vi.useRealTimers());

let lastAddress = 0;
/** A fresh address per test, so tests sharing the database do not share an address count. */
const newAddress = () => `203.0.113.${++lastAddress}`;
const use = (address: string, cookie?: string, tool = 'factgpt') =>
  harness.app.inject({ method: 'POST', url: '/api/public/runs/use', remoteAddress: address, headers: cookie ? { cookie } : {}, payload: { tool } });
const runs = (address: string, cookie?: string) =>
  harness.app.inject({ url: '/api/public/runs', remoteAddress: address, headers: cookie ? { cookie } : {} });
/** The visitor cookie pair ("longform_visitor=…") the server set on a response. */
const visitorCookie = (response: Awaited<ReturnType<typeof runs>>) => {
  const header = [response.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('longform_visitor='));
  return header?.split(';')[0];
};
async function newVisitor(address: string) {
  const cookie = visitorCookie(await runs(address));
  if (!cookie) throw new Error('no visitor cookie');
  return cookie;
}
async function useTimes(n: number, address: string, cookie: string) {
  const responses = [];
  for (let i = 0; i < n; i++) responses.push(await use(address, cookie));
  return responses;
}

describe('GET /api/public/runs', () => {
  it('sets an httpOnly visitor cookie once and reports 15 free runs until the next UTC midnight', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-07-04T18:30:00.000Z'));
    const first = await runs(newAddress());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ runs_used: 0, runs_left: 15, resets_at: '2030-07-05T00:00:00.000Z' });
    expect(String(first.headers['set-cookie'])).toMatch(/^longform_visitor=[\w-]{24}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const again = await runs(newAddress(), visitorCookie(first));
    expect(again.headers['set-cookie']).toBeUndefined();
    const forged = await runs(newAddress(), 'longform_visitor=<script>');
    expect(visitorCookie(forged)).toMatch(/^longform_visitor=[\w-]{24}$/);
  });
});

describe('POST /api/public/runs/use', () => {
  it('gives 15 runs a day: the 14th leaves 1, the 15th leaves 0, the 16th answers 400', async () => {
    const address = newAddress();
    const cookie = await newVisitor(address);
    const responses = await useTimes(16, address, cookie);
    expect(responses.slice(0, 15).map((r) => r.statusCode)).toEqual(Array(15).fill(200));
    expect(responses[13]!.json()).toEqual({ runs_left: 1 });
    expect(responses[14]!.json()).toEqual({ runs_left: 0 });
    expect(responses[15]!.statusCode).toBe(400);
    expect(responses[15]!.json()).toEqual({
      error: 'public_runs_exhausted',
      message: 'You have used your 15 free runs for today. Sign up to keep writing.',
    });
    expect((await runs(address, cookie)).json()).toMatchObject({ runs_used: 15, runs_left: 0 });
  });

  it('counts the address and the visitor: clearing cookies or changing address does not reset', async () => {
    const address = newAddress();
    const cookie = await newVisitor(address);
    await useTimes(15, address, cookie);
    const noCookie = await use(address);
    expect(noCookie.statusCode).toBe(400);
    expect(visitorCookie(noCookie)).toBeDefined();
    expect((await runs(address)).json()).toMatchObject({ runs_used: 15 });
    expect((await use(newAddress(), cookie)).statusCode).toBe(400);
    const fresh = newAddress();
    expect((await use(fresh, await newVisitor(fresh))).json()).toEqual({ runs_left: 14 });
  });

  it('starts again at UTC midnight', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-02-28T23:59:59.000Z'));
    const address = newAddress();
    const cookie = await newVisitor(address);
    await useTimes(15, address, cookie);
    expect((await use(address, cookie)).statusCode).toBe(400);
    vi.setSystemTime(new Date('2030-03-01T00:00:00.000Z'));
    expect((await runs(address, cookie)).json()).toEqual({ runs_used: 0, runs_left: 15, resets_at: '2030-03-02T00:00:00.000Z' });
    expect((await use(address, cookie)).json()).toEqual({ runs_left: 14 });
  });

  it('gives exactly 15 of 30 simultaneous runs and refuses the rest without counting them', async () => {
    const address = newAddress();
    const cookie = await newVisitor(address);
    const statuses = (await Promise.all(Array.from({ length: 30 }, () => use(address, cookie)))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(15);
    expect(statuses.filter((s) => s === 400)).toHaveLength(15);
    const counts = await harness.ctx.db
      .select({ runsUsed: publicRuns.runsUsed })
      .from(publicRuns)
      .where(sql`${publicRuns.key} = ${`visitor:${cookie.split('=')[1]}`}`);
    expect(counts).toEqual([{ runsUsed: 15 }]);
    expect((await runs(address, cookie)).json()).toMatchObject({ runs_used: 15, runs_left: 0 });
  });

  it('needs a tool name and no session', async () => {
    const bad = await use(newAddress(), undefined, 'Not A Tool!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request', field: 'tool' });
  });
});
