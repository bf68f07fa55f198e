import { BRAND_VOICE_LIMITS, type TBrandVoiceProfile } from '../api/brandVoices';

/** A profile as something else wrote it (a model's answer): fields may be missing, too long or too many. */
export type TLooseProfile = {
  tone?: string;
  vocabulary?: string[];
  sentence_style?: string;
  dos?: string[];
  donts?: string[];
  examples?: string[];
};

/** Cuts at a word boundary near `max` characters, with an ellipsis when anything was cut. */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Distinct, non-empty items (case-insensitively), each cut to `chars`, at most `count`. */
function fitItems(items: string[] | undefined, count: number, chars: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items ?? []) {
    const text = cutText(String(item), chars);
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length === count) break;
  }
  return out;
}

/** Fits a loose profile into the stored one's limits (BRAND_VOICE_LIMITS), so it always validates. */
export function fitProfile(loose: TLooseProfile): TBrandVoiceProfile {
  const L = BRAND_VOICE_LIMITS;
  return {
    tone: cutText(loose.tone ?? '', L.toneChars),
    vocabulary: fitItems(loose.vocabulary, L.listItems, L.itemChars),
    sentence_style: cutText(loose.sentence_style ?? '', L.sentenceStyleChars),
    dos: fitItems(loose.dos, L.listItems, L.itemChars),
    donts: fitItems(loose.donts, L.listItems, L.itemChars),
    examples: fitItems(loose.examples, L.examples, L.exampleChars),
  };
}
