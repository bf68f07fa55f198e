/** Deterministic English-like text for the retrieval bench: function words plus a topical vocabulary. */
const FUNCTION_WORDS = ['the', 'and', 'of', 'to', 'is', 'in', 'that', 'it', 'for', 'with', 'are', 'this', 'on', 'as', 'by', 'from', 'at', 'an', 'be', 'or'];
const CONTENT_WORDS = `
  river mountain engine battery solar market customer pricing contract garden harbour planet comet
  vaccine protein enzyme algorithm database network router kernel compiler printer camera lens
  coffee tea bread cheese wine orchard farmer tractor harvest drought rainfall glacier volcano
  island bridge tunnel railway station airport ticket passport hotel museum painting sculpture
  novel poem chapter author editor library archive invoice budget revenue profit salary tax
  insurance mortgage loan interest inflation currency export import factory supply warehouse
  shipping container truck engineer nurse doctor patient hospital clinic therapy diet exercise
  muscle bone heart lung brain memory sleep dream music guitar piano violin concert stadium
  football tennis marathon cycling swimming climate carbon emission forest wildlife ocean coral
  whale shark turtle eagle falcon owl wolf bear tiger lion elephant giraffe zebra desert canyon
  satellite rocket telescope galaxy nebula quantum electron photon magnet turbine reactor uranium
  copper steel aluminium plastic glass cement timber cotton silk wool leather rubber paper ink
`.trim().split(/\s+/);

const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'tu', 'sa', 'vor', 'del', 'pi', 'nu', 'gra', 'fen', 'so', 'tal', 'quin', 'bre', 'mo', 'zar', 'li', 'dun'];
/**
 * The vocabulary: the real words above, then made-up three-syllable words, 8,200 in all, used
 * with Zipf-like frequencies (rank r about 1/r), as words are in real text.
 */
const VOCABULARY = [
  ...CONTENT_WORDS,
  ...SYLLABLES.flatMap((a) => SYLLABLES.flatMap((b) => SYLLABLES.map((c) => `${a}${b}${c}`))),
];

/** A small seeded generator (mulberry32) so every run indexes the same text. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A sentence of 10–20 words, about half of them function words, the rest Zipf-distributed. */
export function sentence(random: () => number): string {
  const length = 10 + Math.floor(random() * 11);
  const words = Array.from({ length }, () =>
    random() < 0.45 ? FUNCTION_WORDS[Math.floor(random() * FUNCTION_WORDS.length)]! : VOCABULARY[zipfRank(random)]!,
  );
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

export function paragraph(random: () => number, sentences = 6): string {
  return Array.from({ length: sentences }, () => sentence(random)).join(' ');
}

/** A rank drawn log-uniformly from the vocabulary: P(r) is about 1/r (Zipf, s = 1). */
function zipfRank(random: () => number, from = 1): number {
  return Math.min(VOCABULARY.length - 1, Math.floor(Math.exp(Math.log(from) + random() * (Math.log(VOCABULARY.length) - Math.log(from)))) - 1);
}

/** A question-like query of 2–4 topical words drawn like the text's own words (the 20 commonest left out). */
export function query(random: () => number): string {
  const count = 2 + Math.floor(random() * 3);
  return Array.from({ length: count }, () => VOCABULARY[zipfRank(random, 21)]!).join(' ');
}
