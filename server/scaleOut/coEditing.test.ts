import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '@core/editor/extensions';
import { PLANS } from '@core/plans/planTable';
import { eventually, openPeer, typeParagraph, type TTestPeer } from '../collaboration/collaborationClient.testkit';
import { assignPlan } from '../commands/planAssigner';
import { blogs, teams } from '../db/schema';
import { callThrough, severalInstancesAvailable, signUpThrough, startInstances, type TInstance, type TInstances } from '../test/instances';

type TPerson = Awaited<ReturnType<typeof signUpThrough>> & { projectId: string };

const textOf = (peer: TTestPeer) => peer.doc.getXmlFragment(EDITOR_FIELD).toString();
/** The names in the peer's awareness (the cursors it shows), its own included. */
const namesSeenBy = (peer: TTestPeer) => [...peer.provider.awareness!.getStates().values()].map((state) => (state.user as { name?: string } | undefined)?.name);

/** Issue 23: two people on one doc through different instances see each other live; writes from either instance reach both. */
describe.skipIf(!severalInstancesAvailable)('co-editing across two server processes', () => {
  let pair: TInstances;
  let a: TInstance;
  let b: TInstance;
  let ann: TPerson;
  let max: TPerson;
  let teamId: string;
  const peers: TTestPeer[] = [];

  async function person(tag: string): Promise<TPerson> {
    const signed = await signUpThrough(a, tag);
    const details = await (await callThrough(a, signed.cookie, 'GET', `/api/fetch/user/details?unique_id=${signed.userId}`)).json();
    return { ...signed, projectId: details.projects[0]._id as string };
  }

  /** A doc in Ann's team, made through A. */
  async function teamDoc(title: string): Promise<string> {
    const response = await callThrough(a, ann.cookie, 'POST', '/api/create/user/copy', { project_id: ann.projectId, team_id: teamId, title });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()).copy._id as string;
  }

  async function peer(instance: TInstance, blogId: string, who: TPerson): Promise<TTestPeer> {
    const opened = await openPeer(instance.port, blogId, who.cookie);
    peers.push(opened);
    return opened;
  }

  beforeAll(async () => {
    pair = await startInstances(2);
    [a, b] = pair.instances as [TInstance, TInstance];
    ann = await person('ann');
    max = await person('max');
    // Ann's team plan makes her team; Max is invited through A and joins through B.
    await assignPlan(pair.database.db, ann.userId, PLANS.team_monthly_april_2024!);
    const [team] = await pair.database.db.select().from(teams).where(eq(teams.adminId, ann.userId));
    teamId = team!.id;
    expect((await callThrough(a, ann.cookie, 'POST', '/api/add/team/member', { team_id: teamId, email: max.email })).status).toBe(201);
    expect((await callThrough(b, max.cookie, 'POST', '/api/join/team', { team_id: teamId })).status).toBe(200);
  }, 180_000);
  afterAll(async () => {
    for (const open of peers) open.close();
    await pair?.close();
  });

  it('sends edits and cursors both ways between a person on A and a person on B', async () => {
    const blogId = await teamDoc('Edited on two servers');
    const onA = await peer(a, blogId, ann);
    const onB = await peer(b, blogId, max);

    typeParagraph(onA, 'Ann writes on A.');
    await eventually(() => textOf(onB).includes('Ann writes on A.'), 'A’s edit on B');
    typeParagraph(onB, 'Max writes on B.');
    await eventually(() => textOf(onA).includes('Max writes on B.'), 'B’s edit on A');

    onA.provider.setAwarenessField('user', { name: 'Ann on A' });
    onB.provider.setAwarenessField('user', { name: 'Max on B' });
    await eventually(() => namesSeenBy(onB).includes('Ann on A'), 'A’s cursor on B');
    await eventually(() => namesSeenBy(onA).includes('Max on B'), 'B’s cursor on A');
  });

  it('stores one row with both people’s edits when both instances flush at once', async () => {
    const blogId = await teamDoc('Flushed by two servers');
    const onA = await peer(a, blogId, ann);
    const onB = await peer(b, blogId, max);
    typeParagraph(onA, 'Kept from A.');
    typeParagraph(onB, 'Kept from B.');
    await eventually(() => textOf(onA).includes('Kept from B.') && textOf(onB).includes('Kept from A.'), 'both edits on both sides');
    // Both leave together: each instance stores the doc as its last connection closes.
    onA.close();
    onB.close();

    const stored = async () => {
      const rows = await pair.database.db.select({ ydoc: blogs.ydoc, copyToSave: blogs.copyToSave }).from(blogs).where(eq(blogs.id, blogId));
      expect(rows).toHaveLength(1);
      return rows[0]!;
    };
    await eventually(async () => {
      const row = await stored();
      return row.copyToSave.includes('Kept from A.') && row.copyToSave.includes('Kept from B.');
    }, 'the row’s HTML to hold both edits');
    const doc = new Y.Doc();
    Y.applyUpdate(doc, (await stored()).ydoc!);
    const text = doc.getXmlFragment(EDITOR_FIELD).toString();
    expect(text).toContain('Kept from A.');
    expect(text).toContain('Kept from B.');
  });

  it('sends a save made through B to the editor connected to A', async () => {
    const blogId = await teamDoc('Saved through the other server');
    const onA = await peer(a, blogId, ann);
    typeParagraph(onA, 'Draft typed on A.');
    await eventually(() => !onA.provider.hasUnsyncedChanges, 'A to acknowledge the edit');

    const saved = await callThrough(b, ann.cookie, 'POST', '/api/save/user/copy', {
      unique_id: ann.userId,
      project_id: ann.projectId,
      save_id: blogId,
      copy_to_save: '<p>Rewritten through B.</p>',
      output_type: 'blog',
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    await eventually(() => textOf(onA).includes('Rewritten through B.'), 'the save on the editor connected to A');
    expect(textOf(onA)).not.toContain('Draft typed on A.');
  });

  it('closes the socket on B of a member removed through A', async () => {
    const blogId = await teamDoc('Team doc Max loses');
    const onB = await peer(b, blogId, max);
    let closedWith = '';
    onB.provider.on('close', ({ event }: { event: { reason: string } }) => {
      closedWith ||= event.reason;
    });

    const removed = await callThrough(a, ann.cookie, 'DELETE', `/api/delete/team/member?${new URLSearchParams({ team_id: teamId, email: max.email })}`);
    expect(removed.status, await removed.clone().text()).toBe(200);
    await eventually(() => closedWith !== '', 'Max’s socket on B to close');
    expect(closedWith).toBe('You no longer have access to this doc.');
    await expect(openPeer(b.port, blogId, max.cookie)).rejects.toThrow(/refused/);
  });
});
