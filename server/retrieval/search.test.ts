import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp, TContext } from '../context';
import { buildUser, type TTestUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { addTextAsset } from './addTextAsset';
import { NoTextError } from './indexer';
import { searchAnswerPassages } from './answerPassages';
import { searchPassages, searchTermsOf } from './search';
import { vectorIndexOf } from './vectors/vectorIndex';

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let owner: TTestUser;
let projectId: string;

const pricing = `# Acme pricing

## Plans

The Starter plan costs 12 dollars a month and includes three seats. The Growth plan costs 49 dollars a month.

## Refunds

Refunds are granted within 30 days of purchase when the product did not work as described.`;

const french = `# Les jardins

Le jardin est un espace où les plantes poussent. Les tomates sont plantées au printemps et récoltées en été.
Il est important que le sol soit riche et que les racines aient assez d'eau pour la saison.`;

beforeAll(async () => {
  ({ app, ctx, close } = await buildTestApp());
  owner = await buildUser(app);
  projectId = owner.projects[0]!._id;
});
afterAll(() => close());

describe('searchPassages', () => {
  it('finds passages by stemmed words and numbers them in rank order with their section', async () => {
    expect(vectorIndexOf(ctx.db)).toBeNull(); // no AI_EMBEDDING_MODEL: full-text only
    const asset = await addTextAsset(ctx.db, { userId: owner.unique_id, projectId, kind: 'file', title: 'pricing.md', text: pricing });
    expect(asset.status).toBe('ready');
    expect(asset.language).toBe('english');
    expect(asset.chunkCount).toBe(2);

    const passages = await searchPassages(ctx.db, projectId, 'How are refunds granted?');
    expect(passages[0]).toMatchObject({ n: 1, asset_id: asset.id, kind: 'file', title: 'pricing.md', url: null, location: 'section Refunds' });
    expect(passages[0]!.text).toContain('within 30 days');
    expect(passages.map((passage) => passage.n)).toEqual(passages.map((_, index) => index + 1));
  });

  it('searches each language in its own configuration and respects asset and kind filters', async () => {
    const garden = await addTextAsset(ctx.db, {
      userId: owner.unique_id,
      projectId,
      kind: 'url',
      title: 'Jardins',
      url: 'https://example.fr/jardins',
      text: french,
    });
    expect(garden.language).toBe('french');
    const hits = await searchPassages(ctx.db, projectId, 'tomate récolte');
    expect(hits[0]).toMatchObject({ asset_id: garden.id, url: 'https://example.fr/jardins' });

    expect(await searchPassages(ctx.db, projectId, 'tomate', { kinds: ['file'] })).toEqual([]);
    expect(await searchPassages(ctx.db, projectId, 'tomate', { assetIds: ['not-an-id'] })).toEqual([]);
    expect(await searchPassages(ctx.db, projectId, 'plan', { assetIds: [garden.id] })).toEqual([]);
  });

  it('keeps search expressions: quoted phrases and exclusions', async () => {
    const exact = await searchPassages(ctx.db, projectId, '"growth plan"');
    expect(exact).toHaveLength(1);
    expect(exact[0]!.text).toContain('Growth plan costs 49');
    expect(await searchPassages(ctx.db, projectId, 'plan -starter')).toEqual([]);
  });

  it('returns exactly `limit` passages when more match, the best one first', async () => {
    const text = [
      '## North\n\nThe north lighthouse guides ships past the reef at night.',
      '## South\n\nThe south lighthouse is old. Its keeper says the lighthouse lamp was replaced last year.',
      '## East\n\nThe east harbour has a small lighthouse, and the fishing boats steer by it.',
    ].join('\n\n');
    const lighthouses = await addTextAsset(ctx.db, { userId: owner.unique_id, projectId, kind: 'file', title: 'lighthouses.md', text });
    expect(lighthouses.chunkCount).toBe(3);

    const all = await searchPassages(ctx.db, projectId, 'lighthouse');
    expect(all.length).toBe(3);
    const one = await searchPassages(ctx.db, projectId, 'lighthouse', { limit: 1 });
    expect(one).toHaveLength(1);
    // The section that mentions it most ranks first, with a limit or without.
    expect(all[0]!.location).toBe('section South');
    expect(one[0]).toMatchObject({ n: 1, asset_id: lighthouses.id, location: 'section South', text: all[0]!.text });
  });

  it('searches by content words: shared function words and stock phrases find nothing', async () => {
    expect(searchTermsOf('When was the harbour wall built, more than a year ago?')).toEqual(['harbour', 'wall']);
    expect(searchTermsOf('What was built?')).toEqual(['built']);
    // A short note is indexed with the 'simple' configuration, which keeps "is", "more" and "than".
    const note = await addTextAsset(ctx.db, { userId: owner.unique_id, projectId, kind: 'file', title: 'pier.md', text: 'The pier is more than a century old.' });
    expect(note.language).toBe('simple');
    expect(await searchPassages(ctx.db, projectId, 'Is Paris more than a city?')).toEqual([]);
    expect((await searchPassages(ctx.db, projectId, 'Is the pier more than a century old?'))[0]?.asset_id).toBe(note.id);
  });

  it('answer passages: each subject of the question searched and kept only when the passage is about it', async () => {
    const both = await searchAnswerPassages(ctx.db, projectId, 'When are refunds granted, and what does the Growth plan cost?');
    expect(both.subjects.map((subject) => subject.label)).toEqual(['refunds granted', 'Growth plan cost']);
    expect(both.passages.map((passage) => [passage.n, passage.location])).toEqual([
      [1, 'section Refunds'],
      [2, 'section Plans'],
    ]);
    // The search box still finds "last year" for this; an answer has nothing about it.
    expect((await searchPassages(ctx.db, projectId, 'What was built more than a year ago?')).length).toBeGreaterThan(0);
    expect((await searchAnswerPassages(ctx.db, projectId, 'What was built more than a year ago?')).passages).toEqual([]);
    // One lighthouse passage mentions the keeper: the others share only "lighthouse" and are not kept.
    const keeper = await searchAnswerPassages(ctx.db, projectId, 'What did the lighthouse keeper say about the lamp?');
    expect(keeper.passages.map((passage) => passage.location)).toEqual(['section South']);
  });

  it("never returns another project's passages", async () => {
    const stranger = await buildUser(app);
    expect(await searchPassages(ctx.db, stranger.projects[0]!._id, 'refunds')).toEqual([]);
  });

  it('refuses a document without text and leaves no asset behind', async () => {
    await expect(addTextAsset(ctx.db, { userId: owner.unique_id, projectId, kind: 'file', title: 'empty.md', text: '  \n\n ' })).rejects.toBeInstanceOf(
      NoTextError,
    );
    const list = await app.inject({ method: 'GET', url: `/api/fetch/assets?project_id=${projectId}&search=empty`, headers: { cookie: owner.cookie } });
    expect(list.json().total).toBe(0);
  });
});
