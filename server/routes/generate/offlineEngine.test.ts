import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp, TContext } from '../../context';
import { addTextAsset } from '../../retrieval/addTextAsset';
import { parseSseEvents, streamedText } from '../../test/fakeProviders/sseEvents';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let writer: TTestUser;
let fileId: string;
let urlId: string;
let domainId: string;

const study = `# Sleep study

Adults who slept seven hours remembered more words the next day. The study followed 400 adults for a year.

## Caffeine

Coffee after 3 pm shortened sleep by about forty minutes.`;

beforeAll(async () => {
  // No model and no web search configured: the offline engine answers everything.
  ({ app, ctx, close } = await buildTestApp());
  writer = await buildUser(app);
  const asset = await addTextAsset(ctx.db, { userId: writer.unique_id, projectId: writer.projects[0]!._id, kind: 'file', title: 'sleep-study.md', text: study });
  fileId = asset.id;
  // A page and a site that also speak of sleep, so each mode must pick its own kind of asset.
  const page = await addTextAsset(ctx.db, {
    userId: writer.unique_id, projectId: writer.projects[0]!._id, kind: 'url', title: 'Napping guide', url: 'https://naps.example/guide',
    text: '# Napping\n\nA short nap of twenty minutes helps memory without harming night sleep.',
  });
  urlId = page.id;
  const site = await addTextAsset(ctx.db, {
    userId: writer.unique_id, projectId: writer.projects[0]!._id, kind: 'domain', title: 'sleepclinic.example', url: 'https://sleepclinic.example/',
    text: '# Clinic advice\n\nKeeping the bedroom cool helps sleep and memory, our clinic found.',
  });
  domainId = site.id;
});
afterAll(() => close());

const ask = (body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/generate/query/stream',
    headers: { cookie: writer.cookie },
    payload: { unique_id: writer.unique_id, project_id: writer.projects[0]!._id, ...body },
  });

describe('the offline engine', () => {
  it('answers file mode with the sources’ own sentences, each cited, and says it wrote them', async () => {
    const events = parseSseEvents(
      (await ask({ query: 'How much sleep helps memory?', mode: 'file', search_obj: { filename: [{ asset_id: fileId, label: 'sleep-study.md' }], url: [], domain: [] } })).body,
    );
    expect(events[0]).toEqual({ event: 'meta', data: { engine: 'offline', model: 'offline', requested_model: 'azure-gpt', chat_id: expect.any(String) } });
    const text = streamedText(events);
    expect(text).toContain('Adults who slept seven hours remembered more words the next day. [1]');
    const citations = events.find((e) => e.event === 'citations');
    expect(citations?.event === 'citations' && citations.data.citations[0]).toMatchObject({ n: 1, asset_id: fileId, title: 'sleep-study.md', kind: 'file' });
    // Every [n] in the text names a passage that was sent.
    const numbers = [...text.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
    const sent = citations?.event === 'citations' ? citations.data.citations.map((c) => c.n) : [];
    expect(numbers.every((n) => sent.includes(n))).toBe(true);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { credits_charged: 0, notice: null } });
  });

  it('url and domain modes answer only from assets of their own kind, selected or all', async () => {
    const cases = [
      { mode: 'url', id: urlId, kind: 'url', sentence: 'A short nap of twenty minutes helps memory without harming night sleep. [1]', search_obj: { filename: [], url: [{ asset_id: urlId, label: 'Napping guide' }], domain: [] } },
      { mode: 'url', id: urlId, kind: 'url', sentence: 'A short nap of twenty minutes helps memory without harming night sleep. [1]', search_obj: { filename: [], url: [], domain: [] } },
      { mode: 'domain', id: domainId, kind: 'domain', sentence: 'Keeping the bedroom cool helps sleep and memory, our clinic found. [1]', search_obj: { filename: [], url: [], domain: [{ asset_id: domainId, label: 'sleepclinic.example' }] } },
    ] as const;
    for (const { mode, id, kind, sentence, search_obj } of cases) {
      const events = parseSseEvents((await ask({ query: 'What helps sleep and memory?', mode, search_obj })).body);
      expect(streamedText(events)).toContain(sentence);
      const citations = events.find((e) => e.event === 'citations');
      const cited = citations?.event === 'citations' ? citations.data.citations : [];
      expect(cited.length).toBeGreaterThan(0);
      expect(cited.every((c) => c.asset_id === id && c.kind === kind)).toBe(true);
    }
  });

  it('says plainly when the sources have nothing on the question, and what was searched, with no citation', async () => {
    const events = parseSseEvents((await ask({ query: 'Quarterly revenue of Zorblatt?', mode: 'file' })).body);
    expect(streamedText(events)).toBe('Your sources do not answer this: nothing in your files is about “Quarterly revenue of Zorblatt”.');
    expect(events.some((e) => e.event === 'citations')).toBe(false);
    // A question that shares only stock words ("more than", "after") with a passage is not answered by it.
    const loose = parseSseEvents((await ask({ query: 'Did the Zorblatt launch happen more than a year after 3 pm?', mode: 'file' })).body);
    expect(streamedText(loose).startsWith('Your sources do not answer this')).toBe(true);
    expect(loose.some((e) => e.event === 'citations')).toBe(false);
  });

  it('serp mode with no web search configured searches the user’s assets and says so', async () => {
    const text = streamedText(parseSseEvents((await ask({ query: 'Does coffee affect sleep?', mode: 'serp' })).body));
    expect(text.startsWith("No web search is configured on this installation, so this answer searched your project's assets instead.")).toBe(true);
    expect(text).toContain('Coffee after 3 pm shortened sleep by about forty minutes. [1]');
  });

  it('serp mode with no web search that finds nothing in the assets says what happened, not "selected sources"', async () => {
    const events = parseSseEvents((await ask({ query: 'When was the Eiffel Tower built?', mode: 'serp' })).body);
    expect(streamedText(events)).toBe(
      "No web search is configured on this installation, so this answer searched your project's assets instead, and found nothing there about “Eiffel Tower”.",
    );
    expect(events.some((e) => e.event === 'citations')).toBe(false);
  });

  it('instruct mode needs a model: the answer and done.notice say so (worded per reader: noModelNotice.test.ts)', async () => {
    const events = parseSseEvents((await ask({ query: 'Write a poem about rain.' })).body);
    const text = streamedText(events);
    expect(text).toContain('cannot answer without sources (instruct mode)');
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { credits_charged: 0, notice: text } });
  });

  it('the JSON calls answer a notice instead of text they cannot write', async () => {
    for (const [url, payload] of [
      ['/api/generate/instruct', { text: 'Write an intro.' }],
      ['/api/content/write/for/me', { text: 'Once upon a time', generation_length: 40 }],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, headers: { cookie: writer.cookie }, payload: { unique_id: writer.unique_id, ...payload } });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ output: '', engine: 'offline', model: 'offline', credits_charged: 0 });
      expect(body.notice).toContain('no language model connected');
    }
  });

  it('source/truth quotes the named file with citations', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/generate/instruct/source/truth',
      headers: { cookie: writer.cookie },
      payload: { unique_id: writer.unique_id, text: 'What does coffee do to sleep?', filename: 'sleep-study.md' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().output).toContain('Coffee after 3 pm shortened sleep by about forty minutes. [1]');
    expect(response.json().citations[0]).toMatchObject({ n: 1, title: 'sleep-study.md' });
  });
});

