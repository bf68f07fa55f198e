import type http from 'node:http';

/** Dimensions the fake embeds in when neither the request nor the model name ("…-64") says. */
export const FAKE_EMBEDDING_DIMENSIONS = 512;

export type TFakeEmbeddingRequest = { model: string; inputs: string[]; authorization: string | undefined };

/** Words the fake takes as one meaning: topic name → its words (lower case). */
export type TFakeTopics = Record<string, string[]>;

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A deterministic embedding: hashed bag of words plus their character trigrams, L2-normalised.
 * Texts that share words are near; so are spellings of one word ("colour" and "color") that a
 * full-text stemmer keeps apart, which lets tests find passages only the vector side can find.
 * With `topics`, each word of a topic adds that topic's own feature (weight 1 against the unit
 * bag), so texts on one topic are near though they share no word ("pup" and "puppies").
 */
export function fakeEmbedding(text: string, dimensions = FAKE_EMBEDDING_DIMENSIONS, topics: TFakeTopics = {}): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const add = (feature: string, weight: number) => {
    const hash = fnv1a(feature);
    vector[hash % dimensions]! += weight;
  };
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const word of words) {
    add(`w:${word}`, 0.5);
    const padded = `#${word}#`;
    for (let index = 0; index + 3 <= padded.length; index += 1) add(`t:${padded.slice(index, index + 3)}`, 1);
  }
  const hits = Object.entries(topics).flatMap(([topic, topicWords]) => words.filter((word) => topicWords.includes(word)).map(() => topic));
  const norm = Math.hypot(...vector) || 1;
  if (!hits.length) return vector.map((value) => value / norm);
  // Topic features weigh 1 each against the bag made a unit vector, then the whole is normalised.
  for (let index = 0; index < dimensions; index += 1) vector[index]! /= norm;
  for (const topic of hits) add(`topic:${topic}`, 1);
  const topicNorm = Math.hypot(...vector);
  return vector.map((value) => value / topicNorm);
}

/** Dimensions for a request: its `dimensions`, else a "-<n>" suffix of the model name, else the default. */
function dimensionsOf(body: { model?: string; dimensions?: number }): number {
  if (body.dimensions) return body.dimensions;
  const suffix = /-(\d{1,4})$/.exec(body.model ?? '');
  return suffix ? Number(suffix[1]) : FAKE_EMBEDDING_DIMENSIONS;
}

/** Answers POST /v1/embeddings as OpenAI does (float vectors, usage). */
export function answerEmbeddings(res: http.ServerResponse, body: { model?: string; input?: string | string[]; dimensions?: number }, topics: TFakeTopics = {}): string[] {
  const inputs = typeof body.input === 'string' ? [body.input] : (body.input ?? []);
  const dimensions = dimensionsOf(body);
  const tokens = inputs.reduce((sum, input) => sum + (input.match(/\S+/g)?.length ?? 0), 0);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({
    object: 'list',
    model: body.model ?? 'fake-embedding',
    data: inputs.map((input, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(input, dimensions, topics) })),
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  }));
  return inputs;
}
