import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLinkSuggestionsResponse, TOrphansResponse } from '@core/api/interlinking';
import type { TApp, TContext } from '../../context';
import { teamMembers, teams } from '../../db/schema';
import { addTextAsset } from '../../retrieval/addTextAsset';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';

// Suggestions read the person's own docs and site pages (or their team's), never anyone else's;
// a rejection is remembered for the doc; the orphans report lists pages no doc links to.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let ann: TTestUser;
let bob: TTestUser;
let member: TTestUser;
let teamId: string;

const call = (method: 'GET' | 'POST', url: string, user: TTestUser, payload?: object) =>
  app.inject({ method, url, headers: { cookie: user.cookie, origin: 'http://localhost:3000' }, ...(payload ? { payload } : {}) });

async function saveDoc(user: TTestUser, title: string, html: string, extra: object = {}): Promise<string> {
  const response = await call('POST', '/api/save/user/copy', user, {
    unique_id: user.unique_id,
    project_id: user.projects[0]!._id,
    title,
    copy_to_save: html,
    user_input: { topic: title },
    meta_data: {},
    output_type: 'blog',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().copy._id as string;
}

const suggestionsFor = async (user: TTestUser, blogId: string, query = '') => {
  const response = await call('GET', `/api/optimizer/interlinking/suggestions?blog_id=${blogId}${query}`, user);
  return { status: response.statusCode, body: response.json<TLinkSuggestionsResponse>() };
};

// 400 words that name nothing: the article may carry 2 links (5 per 1,000 words).
const FILLER = `<p>${'zeta '.repeat(400).trim()}</p>`;
const COMPOST = '<p>Compost heaps need air and water. Turn the compost heap every week.</p>';
let guideId: string;
let articleId: string;
let bobDocId: string;

beforeAll(async () => {
  ({ app, ctx, close } = await buildTestApp());
  ann = await buildUser(app, { project_name: 'Ann garden' });
  bob = await buildUser(app, { project_name: 'Bob garden' });
  member = await buildUser(app, { project_name: 'Member own' });
  guideId = await saveDoc(ann, 'Compost heap guide', COMPOST);
  articleId = await saveDoc(ann, 'Spring garden', `<h2>Compost heap basics</h2><p>Before planting, build a compost heap with air and water in mind. Then water the seed beds.</p>${FILLER}`);
  // Bob's doc names the same phrase: never a target for Ann.
  bobDocId = await saveDoc(bob, 'Compost heap secrets', COMPOST);
  await addTextAsset(ctx.db, { userId: ann.unique_id, projectId: ann.projects[0]!._id, kind: 'url', title: 'Seed beds for beginners', url: 'https://ann-garden.example/seed-beds', text: 'Seed beds need fine soil. Water the seed beds gently.' });
  await addTextAsset(ctx.db, { userId: ann.unique_id, projectId: ann.projects[0]!._id, kind: 'url', title: 'Pruning roses', url: 'https://ann-garden.example/roses/', text: 'Prune roses in late winter.' });
  await addTextAsset(ctx.db, { userId: bob.unique_id, projectId: bob.projects[0]!._id, kind: 'url', title: 'Seed beds deluxe', url: 'https://bob.example/seed-beds', text: 'Seed beds by Bob.' });
  const [team] = await ctx.db.insert(teams).values({ adminId: ann.unique_id, planName: 'team_monthly_april_2024', creditLimit: 1000, maxMembers: 5 }).returning();
  teamId = team!.id;
  await ctx.db.insert(teamMembers).values([ann, member].map((user) => ({ teamId, userId: user.unique_id })));
});
afterAll(() => close());

describe('GET /api/optimizer/interlinking/suggestions', () => {
  it('suggests the user’s other doc and site page at phrases already in the doc, never in a heading', async () => {
    const { status, body } = await suggestionsFor(ann, articleId);
    expect(status).toBe(200);
    expect(body.suggestions.map((s) => [s.anchor, s.target.kind, s.target.title])).toEqual([
      ['seed beds', 'page', 'Seed beds for beginners'],
      ['compost heap', 'doc', 'Compost heap guide'],
    ]);
    const [page, doc] = body.suggestions;
    expect(doc!.target).toEqual({ kind: 'doc', id: guideId, url: `/blogs/editor?copy_id=${guideId}`, title: 'Compost heap guide' });
    expect(page!.target.url).toBe('https://ann-garden.example/seed-beds');
    // Offsets into the editor's text: the heading, a blank line, then the paragraph.
    const text = 'Compost heap basics\n\nBefore planting, build a compost heap with air and water in mind. Then water the seed beds.';
    expect(text.slice(doc!.text_start, doc!.text_end)).toBe('compost heap');
    expect(text.slice(page!.text_start, page!.text_end)).toBe('seed beds');
    expect(doc!.sentence).toBe('Before planting, build a compost heap with air and water in mind.');
    expect(doc!.reason).toContain('“compost heap” is in the title “Compost heap guide”');
    expect(body.targets_considered).toBe(3);
    expect(body.word_count).toBe(420);
    expect(body.link_cap).toBe(2);
    expect(body.existing_links).toBe(0);
  });

  it('refuses another user’s doc as missing (404) and never suggests their docs or pages', async () => {
    expect((await suggestionsFor(ann, bobDocId)).status).toBe(404);
    expect((await suggestionsFor(bob, articleId)).status).toBe(404);
    const own = await suggestionsFor(bob, bobDocId);
    expect(own.status).toBe(200);
    expect(own.body.suggestions.map((s) => s.target.title)).not.toContain('Compost heap guide');
    expect((await suggestionsFor(ann, 'not-a-doc')).status).toBe(404);
  });

  it('a team doc links to the team’s docs for a member; a non-member is refused', async () => {
    const teamGuide = await saveDoc(ann, 'Mulch layers explained', '<p>Mulch layers keep soil moist.</p>', { team_id: teamId });
    const memberDoc = await saveDoc(member, 'Member notes', '<p>Spread mulch layers in autumn over the beds.</p>', { team_id: teamId, project_id: ann.projects[0]!._id });
    const { status, body } = await suggestionsFor(member, memberDoc, `&team_id=${teamId}`);
    expect(status).toBe(200);
    expect(body.suggestions.map((s) => [s.anchor, s.target.id])).toContainEqual(['mulch layers', teamGuide]);
    // Ann's personal docs are not the team's: not a target of a team doc.
    expect(body.suggestions.map((s) => s.target.id)).not.toContain(guideId);
    expect((await suggestionsFor(bob, memberDoc)).status).toBe(404);
    expect((await suggestionsFor(bob, memberDoc, `&team_id=${teamId}`)).status).toBe(403);
  });

  it('remembers a rejection: the suggestion is gone for good, the doc’s other suggestions stay', async () => {
    const before = await suggestionsFor(ann, articleId);
    const rejected = before.body.suggestions.find((s) => s.anchor === 'compost heap')!;
    const response = await call('POST', '/api/optimizer/interlinking/rejections', ann, { blog_id: articleId, suggestion_id: rejected.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ rejected: true, suggestion_id: rejected.id });
    const after = await suggestionsFor(ann, articleId);
    expect(after.body.suggestions.map((s) => s.id)).not.toContain(rejected.id);
    expect(after.body.suggestions.map((s) => s.anchor)).toContain('seed beds');
    // By target and anchor: the same id; twice is fine.
    const page = after.body.suggestions.find((s) => s.anchor === 'seed beds')!;
    const again = await call('POST', '/api/optimizer/interlinking/rejections', ann, { blog_id: articleId, target: page.target, anchor: 'Seed Beds' });
    expect(again.json().suggestion_id).toBe(page.id);
    expect((await suggestionsFor(ann, articleId)).body.suggestions.map((s) => s.id)).not.toContain(page.id);
  });

  it('refuses rejections for someone else’s doc, unknown ids and empty bodies', async () => {
    expect((await call('POST', '/api/optimizer/interlinking/rejections', bob, { blog_id: articleId, suggestion_id: 'ls_x' })).statusCode).toBe(404);
    expect((await call('POST', '/api/optimizer/interlinking/rejections', ann, { blog_id: articleId, suggestion_id: 'ls_unknown' })).statusCode).toBe(404);
    const empty = await call('POST', '/api/optimizer/interlinking/rejections', ann, { blog_id: articleId });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Say which suggestion to reject');
  });
});

describe('POST /api/optimizer/interlinking/suggestions (pasted text)', () => {
  it('suggests links for pasted text in the user’s project, and for pasted HTML outside its headings', async () => {
    const project_id = ann.projects[0]!._id;
    const plain = await call('POST', '/api/optimizer/interlinking/suggestions', ann, { text: 'We prune roses every year before spring.', project_id });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json<TLinkSuggestionsResponse>().suggestions.map((s) => [s.anchor, s.target.url])).toEqual([['prune roses', 'https://ann-garden.example/roses/']]);
    const html = await call('POST', '/api/optimizer/interlinking/suggestions', ann, { text: '<h2>Prune roses</h2><p>Nothing else here.</p>', project_id });
    expect(html.json<TLinkSuggestionsResponse>().suggestions).toEqual([]);
  });

  it('answers clear messages for empty, too long, or someone else’s project', async () => {
    const project_id = ann.projects[0]!._id;
    const empty = await call('POST', '/api/optimizer/interlinking/suggestions', ann, { text: '   ', project_id });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Paste some text to find links for.');
    const long = await call('POST', '/api/optimizer/interlinking/suggestions', ann, { text: 'word '.repeat(40_001), project_id });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('The text is too long');
    expect((await call('POST', '/api/optimizer/interlinking/suggestions', bob, { text: 'Prune roses.', project_id })).statusCode).toBe(404);
  });
});

describe('GET /api/optimizer/interlinking/orphans', () => {
  it('lists the user’s pages that no doc of theirs links to', async () => {
    const project = ann.projects[0]!._id;
    const report = async () => (await call('GET', `/api/optimizer/interlinking/orphans?project_id=${project}`, ann)).json<TOrphansResponse>();
    expect((await report()).pages.map((p) => p.url).sort()).toEqual(['https://ann-garden.example/roses/', 'https://ann-garden.example/seed-beds']);
    // A link (without the trailing slash, with a fragment) makes the roses page linked.
    await saveDoc(ann, 'Linking doc', '<p>See <a href="https://ann-garden.example/roses#when">pruning</a>.</p>');
    const after = await report();
    expect(after.pages.map((p) => p.title)).toEqual(['Seed beds for beginners']);
    expect(after.pages_considered).toBe(2);
    expect((await call('GET', `/api/optimizer/interlinking/orphans?project_id=${project}`, bob)).statusCode).toBe(404);
  });
});
