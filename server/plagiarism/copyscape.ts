import { z } from 'zod';

/** Copyscape Premium API settings (server/env.ts): both credentials, or Copyscape is not asked. */
export type TCopyscapeSettings = { url: string; username: string; apiKey: string };

/** One match as Copyscape lists it; word counts and percent come with full comparisons (c > 0). */
const ZCopyscapeMatch = z.object({
  url: z.string(),
  title: z.string().default(''),
  textsnippet: z.string().default(''),
  viewurl: z.string().nullish(),
  minwordsmatched: z.coerce.number().nullish(),
  wordsmatched: z.coerce.number().nullish(),
  percentmatched: z.coerce.number().nullish(),
});
const ZCopyscapeAnswer = z.union([
  z.object({ error: z.string() }),
  z.object({
    querywords: z.coerce.number(),
    count: z.coerce.number().default(0),
    allpercentmatched: z.coerce.number().nullish(),
    allwordsmatched: z.coerce.number().nullish(),
    allviewurl: z.string().nullish(),
    result: z.array(ZCopyscapeMatch).default([]),
  }),
]);
export type TCopyscapeMatch = z.infer<typeof ZCopyscapeMatch>;
export type TCopyscapeResult = { querywords: number; allpercentmatched: number | null; allwordsmatched: number | null; allviewurl: string | null; result: TCopyscapeMatch[] };

/** Copyscape answered with an error field, a bad status or something that is not its JSON. */
export class CopyscapeError extends Error {}

/**
 * A text search of the web through Copyscape Premium (`o=csearch`): the form fields of its API
 * guide (u, k, o, e, t, c full comparisons 0–10, x=1 for a free test, f=json). Its answer is
 * `{ querywords, count, allpercentmatched, allwordsmatched, allviewurl, result: [...] }` or `{ error }`.
 */
export async function copyscapeTextSearch(
  settings: TCopyscapeSettings,
  input: { text: string; fullComparisons: number; test: boolean; signal?: AbortSignal },
): Promise<TCopyscapeResult> {
  const form = new URLSearchParams({
    u: settings.username,
    k: settings.apiKey,
    o: 'csearch',
    e: 'UTF-8',
    t: input.text,
    c: String(Math.max(0, Math.min(10, Math.trunc(input.fullComparisons)))),
    f: 'json',
  });
  if (input.test) form.set('x', '1');
  const response = await fetch(settings.url, { method: 'POST', body: form, signal: input.signal, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' } });
  if (!response.ok) throw new CopyscapeError(`Copyscape answered with status ${response.status}.`);
  let parsed: z.infer<typeof ZCopyscapeAnswer>;
  try {
    parsed = ZCopyscapeAnswer.parse(await response.json());
  } catch {
    throw new CopyscapeError('Copyscape answered with something other than its JSON.');
  }
  if ('error' in parsed) throw new CopyscapeError(`Copyscape refused the search: ${parsed.error}`);
  return {
    querywords: parsed.querywords,
    allpercentmatched: parsed.allpercentmatched ?? null,
    allwordsmatched: parsed.allwordsmatched ?? null,
    allviewurl: parsed.allviewurl ?? null,
    result: parsed.result,
  };
}

/** The Copyscape settings when both credentials are configured, else null (Copyscape is not asked). */
export function copyscapeSettingsOf(env: { COPYSCAPE_URL: string; COPYSCAPE_USERNAME?: string; COPYSCAPE_API_KEY?: string }): TCopyscapeSettings | null {
  if (!env.COPYSCAPE_USERNAME || !env.COPYSCAPE_API_KEY) return null;
  return { url: env.COPYSCAPE_URL, username: env.COPYSCAPE_USERNAME, apiKey: env.COPYSCAPE_API_KEY };
}
