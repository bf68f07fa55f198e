// Smoke test of the real publishing peers (`bash scripts/peers/peers.sh up`, then `npm run test:peers`):
// Ghost's Admin API with a JWT signed from the Admin API key, and WordPress's REST API with an Application Password.
// A peer that is not configured fails the run under CI (it must be there) and is skipped, with the reason, elsewhere.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPeers, START_PEERS_HINT } from './peers';

const peers = readPeers();
const inCI = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';

/** Registers the stand-in test for a peer that is not configured; true when the peer is missing. */
function missing(name: string, configured: boolean): boolean {
  if (configured) return false;
  const reason = `${name} peer not configured. ${START_PEERS_HINT}`;
  if (inCI) {
    it(`${name} peer is configured`, () => {
      throw new Error(reason);
    });
  } else {
    console.warn(`[peers] skipping ${name} smoke tests: ${reason}`);
    it.skip(`${name} peer is configured (skipped: ${reason})`, () => {});
  }
  return true;
}

/** Ghost Admin API token: HS256 JWT, kid = key id, aud '/admin/', valid 5 minutes, signed with the hex secret. */
function ghostAdminToken(adminKey: string, now = Math.floor(Date.now() / 1000)): string {
  const [id, secret] = adminKey.split(':');
  if (!id || !secret) throw new Error('Ghost Admin API key must look like "<id>:<hex secret>"');
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${b64({ alg: 'HS256', typ: 'JWT', kid: id })}.${b64({ iat: now, exp: now + 300, aud: '/admin/' })}`;
  const signature = createHmac('sha256', Buffer.from(secret, 'hex')).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

describe('Ghost peer', () => {
  if (missing('Ghost', peers.ghost !== null)) return;
  const ghost = peers.ghost!;
  const admin = `${ghost.url}/ghost/api/admin`;

  it('answers GET /ghost/api/admin/site/', async () => {
    const res = await fetch(`${admin}/site/`, { headers: { 'Accept-Version': 'v5.0' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { site: { title: string; version: string; url: string } };
    expect(body.site.version).toMatch(/^5\./);
    expect(body.site.url.replace(/\/$/, '')).toBe(ghost.url);
  });

  it('browses posts with a JWT signed from the Admin API key', async () => {
    const res = await fetch(`${admin}/posts/?limit=1&fields=id,title,status`, {
      headers: { Authorization: `Ghost ${ghostAdminToken(ghost.adminKey)}`, 'Accept-Version': 'v5.0' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { posts: unknown[]; meta: { pagination: { total: number } } };
    expect(Array.isArray(body.posts)).toBe(true);
    expect(typeof body.meta.pagination.total).toBe('number');
  });

  it('refuses the same browse without a token', async () => {
    const res = await fetch(`${admin}/posts/?limit=1`, { headers: { 'Accept-Version': 'v5.0' } });
    expect(res.status).toBe(403);
  });

  it('serves the Content API with the Content API key', async () => {
    const res = await fetch(`${ghost.url}/ghost/api/content/settings/?key=${ghost.contentKey}`, {
      headers: { 'Accept-Version': 'v5.0' },
    });
    expect(res.status).toBe(200);
  });
});

describe('WordPress peer', () => {
  if (missing('WordPress', peers.wordpress !== null)) return;
  const wp = peers.wordpress!;
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const me = `${wp.url}/wp-json/wp/v2/users/me?context=edit`;

  it('GET /wp/v2/users/me?context=edit succeeds with the Application Password', async () => {
    const res = await fetch(me, { headers: { Authorization: basic(wp.user, wp.appPassword) } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { username: string; roles: string[] };
    expect(body.username).toBe(wp.user);
    expect(body.roles).toContain('administrator');
  });

  it('answers 401 to a wrong password', async () => {
    const res = await fetch(me, { headers: { Authorization: basic(wp.user, 'wrong wrong wrong wrong') } });
    expect(res.status).toBe(401);
  });
});
