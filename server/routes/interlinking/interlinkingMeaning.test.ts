import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLinkSuggestionsResponse } from '@core/api/interlinking';
import type { TApp } from '../../context';
import { buildUser, type TTestUser } from '../../test/factories';
import { startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { buildTestApp } from '../../test/testApp';

// With an embedding model (the fake OpenAI-compatible server), a link's context is also measured
// by meaning: a target whose text shares no word with the sentence but the same topic can win the
// anchor. A model that fails or hangs leaves the suggestions by words, with a notice.
const SENTENCE = 'Start training early so the pup learns to sit.';
const FILLER = `<p>${'zeta '.repeat(400).trim()}</p>`;

type TSeeded = { app: TApp; close: () => Promise<void>; ann: TTestUser; articleId: string; dogsId: string; marathonId: string };

let fake: TFakeProvider;
let withModel: TSeeded;
let wordsOnly: TSeeded;

const call = (seeded: TSeeded, method: 'GET' | 'POST', url: string, payload?: object) =>
  seeded.app.inject({ method, url, headers: { cookie: seeded.ann.cookie, origin: 'http://localhost:3000' }, ...(payload ? { payload } : {}) });

async function seed(overrides: Record<string, string>): Promise<TSeeded> {
  const { app, close } = await buildTestApp(overrides);
  const ann = await buildUser(app, { project_name: 'Ann pets' });
  const partial = { app, close, ann } as TSeeded;
  const save = async (title: string, html: string) => {
    const response = await call(partial, 'POST', '/api/save/user/copy', {
      unique_id: ann.unique_id,
      project_id: ann.projects[0]!._id,
      title,
      copy_to_save: html,
      user_input: { topic: title },
      meta_data: {},
      output_type: 'blog',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().copy._id as string;
  };
  // Both titles hold "training"; neither text shares another word with the sentence. By words the
  // marathon doc wins ("training" is 1 of its 2 title words, 1 of 3 for the dog doc).
  const dogsId = await save('Dog training basics', '<p>Puppies need patience and short walks on a leash.</p>');
  const marathonId = await save('Marathon training', '<p>Run long miles on weekends before the race.</p>');
  const articleId = await save('Spring plans', `<p>${SENTENCE}</p>${FILLER}`);
  return { ...partial, articleId, dogsId, marathonId };
}

const suggestionsFor = async (seeded: TSeeded) => {
  const response = await call(seeded, 'GET', `/api/optimizer/interlinking/suggestions?blog_id=${seeded.articleId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TLinkSuggestionsResponse>();
};

/** The embedding calls that carried the article's sentence or the targets (not the start-up probe). */
const linkCalls = () => fake.embeddingRequests.filter((request) => request.inputs.some((input) => input === SENTENCE || input.startsWith('Marathon training')));

beforeAll(async () => {
  fake = await startFakeOpenAI();
  // The fake's notion of meaning: these words are one topic, so texts holding them are near.
  fake.embeddingTopics({ dogs: ['dog', 'dogs', 'pup', 'puppies', 'leash'] });
  withModel = await seed({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, AI_EMBEDDING_MODEL: 'compatible:fake-embed', AI_TIMEOUT_SECONDS: '0.5' });
  wordsOnly = await seed({});
});
afterAll(async () => {
  await withModel?.close();
  await wordsOnly?.close();
  await fake.close();
});

describe('link suggestions by meaning (AI_EMBEDDING_MODEL set)', () => {
  it('without a model, words alone: the marathon doc gets “training”', async () => {
    const body = await suggestionsFor(wordsOnly);
    expect(body.suggestions.map((s) => [s.anchor, s.target.id, s.score])).toEqual([['training', wordsOnly.marathonId, 33]]);
    expect(body.notices).toEqual([]);
  });

  it('with a model, the doc related by meaning only takes the anchor, which is still a phrase of the doc', async () => {
    const before = linkCalls().length;
    const body = await suggestionsFor(withModel);
    expect(body.suggestions.map((s) => [s.anchor, s.target.id])).toEqual([['training', withModel.dogsId]]);
    const [suggestion] = body.suggestions;
    expect(suggestion!.score).toBeGreaterThan(33);
    expect(suggestion!.sentence).toBe(SENTENCE);
    expect(suggestion!.reason).toBe('“training” is in the title “Dog training basics”; the sentence is close to it in meaning.');
    expect(body.notices).toEqual([]);
    // One batch of sentences (the one with a candidate phrase) and one of targets (title and lead).
    const calls = linkCalls().slice(before);
    expect(calls.map((request) => request.inputs).sort((a, b) => a.length - b.length)).toEqual([
      [SENTENCE],
      ['Marathon training\nRun long miles on weekends before the race.', 'Dog training basics\nPuppies need patience and short walks on a leash.'],
    ]);
    expect(calls.every((request) => request.model === 'fake-embed')).toBe(true);

    // Pasted text is ranked the same way.
    const pasted = await call(withModel, 'POST', '/api/optimizer/interlinking/suggestions', { text: SENTENCE, project_id: withModel.ann.projects[0]!._id });
    expect(pasted.statusCode, pasted.body).toBe(200);
    expect(pasted.json<TLinkSuggestionsResponse>().suggestions.map((s) => s.target.id)).toEqual([withModel.dogsId]);
  });

  it('an embedding server answering 500 leaves the suggestions by words, with a notice', async () => {
    fake.failEmbeddings(2, 500);
    const body = await suggestionsFor(withModel);
    expect(body.suggestions.map((s) => [s.anchor, s.target.id, s.score])).toEqual([['training', withModel.marathonId, 33]]);
    expect(body.notices).toEqual(['Links were ranked by their words only this time: the embedding model was unavailable (HTTP 500).']);
    fake.failEmbeddings(0);
  });

  it('an embedding server that does not answer in time leaves the suggestions by words, with a notice', async () => {
    fake.hangEmbeddings(2);
    const started = Date.now();
    const body = await suggestionsFor(withModel);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(body.suggestions.map((s) => [s.anchor, s.target.id])).toEqual([['training', withModel.marathonId]]);
    expect(body.notices).toEqual(['Links were ranked by their words only this time: the embedding model did not answer within 0.5 s.']);
    fake.hangEmbeddings(0);
    // The next request has meaning again.
    expect((await suggestionsFor(withModel)).suggestions.map((s) => s.target.id)).toEqual([withModel.dogsId]);
  });
});
