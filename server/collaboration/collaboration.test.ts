import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '@core/editor/extensions';
import { blogs, teamMembers, teams } from '../db/schema';
import { buildUser, type TTestUser } from '../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../test/testApp';
import { eventually, openPeer, typeParagraph, type TTestPeer } from './collaborationClient.testkit';
import { trustedOriginList } from '../auth/trustedOrigins';
import { createCollaboration } from './collaborationServer';

const SECRET = 'collaboration-test-secret-of-32-characters';
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let port: number;
let ann: TTestUser;
let bob: TTestUser;

beforeAll(async () => {
  harness = await buildTestApp({ BETTER_AUTH_SECRET: SECRET });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  port = (harness.app.server.address() as AddressInfo).port;
  ann = await buildUser(harness.app, { name: 'Ann Author' });
  bob = await buildUser(harness.app, { name: 'Bob Other' });
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

async function createDoc(user: TTestUser, body: Record<string, unknown> = {}): Promise<string> {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/create/user/copy',
    headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    payload: { project_id: user.projects[0]!._id, title: 'Co-edited', ...body },
  });
  expect(response.statusCode).toBe(201);
  return response.json().copy._id as string;
}

const textOf = (peer: TTestPeer) => peer.doc.getXmlFragment(EDITOR_FIELD).toString();

async function storedRow(blogId: string) {
  const [row] = await harness.ctx.db.select().from(blogs).where(eq(blogs.id, blogId));
  return row!;
}

describe('collaboration: who may open a doc', () => {
  it('refuses a socket without a session cookie', async () => {
    const blogId = await createDoc(ann);
    await expect(openPeer(port, blogId, null)).rejects.toThrow(/refused/);
  });

  it("refuses another user's doc and a made-up id, and lets the author in", async () => {
    const blogId = await createDoc(ann);
    await expect(openPeer(port, blogId, bob.cookie)).rejects.toThrow(/refused/);
    await expect(openPeer(port, '00000000-0000-4000-8000-000000000000', ann.cookie)).rejects.toThrow(/refused/);
    const peer = await openPeer(port, blogId, ann.cookie);
    peer.close();
  });

  it('lets a member of the team the doc was made in co-edit it', async () => {
    const admin = await buildUser(harness.app, { project_name: 'Team site' });
    const member = await buildUser(harness.app);
    const [team] = await harness.ctx.db.insert(teams).values({ adminId: admin.unique_id, planName: 'agency_monthly_april_2024' }).returning();
    await harness.ctx.db.insert(teamMembers).values([
      { teamId: team!.id, userId: admin.unique_id },
      { teamId: team!.id, userId: member.unique_id },
    ]);
    const blogId = await createDoc(admin, { team_id: team!.id });
    const a = await openPeer(port, blogId, admin.cookie);
    const m = await openPeer(port, blogId, member.cookie);
    typeParagraph(m, 'Written by the member');
    await eventually(() => textOf(a).includes('Written by the member'), 'the admin to see the member');
    await expect(openPeer(port, blogId, bob.cookie)).rejects.toThrow(/refused/);
    a.close();
    m.close();
  });

  it('refuses a browser socket from another origin', async () => {
    const statusFor = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/collaboration`, { origin, headers: { cookie: ann.cookie } });
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', reject);
      });
    expect(await statusFor('https://evil.example')).toBe(403);
    expect(await statusFor(TEST_ORIGIN)).toBe(101);
  });
});

describe('collaboration: persistence', () => {
  it('syncs two clients, keeps the text after both leave, and after the collaboration server restarts', async () => {
    const blogId = await createDoc(ann);
    const first = await openPeer(port, blogId, ann.cookie);
    const second = await openPeer(port, blogId, ann.cookie);
    typeParagraph(first, 'Hello from the first tab');
    // Concurrent inserts at one spot are ordered by client id; wait so the order is the typing order.
    await eventually(() => textOf(second).includes('first tab'), 'the second client to see the first');
    typeParagraph(second, 'and the second tab');
    await eventually(() => textOf(first).includes('second tab') && textOf(second).includes('first tab'), 'both clients to converge');
    expect(Y.encodeStateVector(first.doc)).toEqual(Y.encodeStateVector(second.doc));

    // One member leaves; the other keeps typing, then leaves too (the last disconnect stores the doc).
    first.close();
    typeParagraph(second, 'after the first left');
    second.close();
    await eventually(async () => (await storedRow(blogId)).copyToSave.includes('after the first left'), 'the last disconnect to store the doc');
    const row = await storedRow(blogId);
    expect(row.copyToSave).toBe('<p>Hello from the first tab</p><p>and the second tab</p><p>after the first left</p>');
    expect(row.wordCount).toBe(13);

    // Shutting down with someone still typing writes their last edit before the database closes.
    const last = await openPeer(port, blogId, ann.cookie);
    typeParagraph(last, 'typed right before shutdown');
    await eventually(() => !last.provider.hasUnsyncedChanges, 'the server to acknowledge the edit');
    await harness.ctx.collaboration.close();
    last.close();
    expect((await storedRow(blogId)).copyToSave).toContain('<p>typed right before shutdown</p>');

    // A fresh collaboration server (as after a restart) loads the doc from the blogs table.
    const restarted = createCollaboration({
      database: harness.ctx.database,
      flags: harness.ctx.flags,
      cookieName: 'better-auth.session_token',
      secret: SECRET,
      trustedOrigins: trustedOriginList(harness.ctx.env),
      logger: harness.app.log,
      redis: null,
    });
    restarted.attach(harness.app.server);
    harness.ctx.collaboration = restarted;
    const reopened = await openPeer(port, blogId, ann.cookie);
    expect(textOf(reopened)).toContain('Hello from the first tab');
    expect(textOf(reopened)).toContain('after the first left');
    expect(textOf(reopened)).toContain('typed right before shutdown');
    reopened.close();
  }, 30_000);

  it('turns a doc that only has HTML into the shared document on first open', async () => {
    const save = await harness.app.inject({
      method: 'POST',
      url: '/api/save/user/copy',
      headers: { cookie: ann.cookie, origin: TEST_ORIGIN },
      payload: { project_id: ann.projects[0]!._id, title: 'Imported', copy_to_save: '<h2>Intro</h2><p>Saved before the editor opened it.</p>' },
    });
    expect(save.statusCode).toBe(201);
    const blogId = save.json().copy._id as string;
    const peer = await openPeer(port, blogId, ann.cookie);
    expect(textOf(peer)).toContain('Saved before the editor opened it.');
    expect(textOf(peer)).toContain('<heading level="2">Intro</heading>');
    // The conversion is stored at once, so a later open reuses the same Yjs items.
    expect((await storedRow(blogId)).ydoc?.byteLength).toBeGreaterThan(0);
    peer.close();
  });
});
