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

/** A sentence of 10–20 words, about half of them function words, topical words skewed to the head of the list. */
export function sentence(random: () => number): string {
  const length = 10 + Math.floor(random() * 11);
  const words = Array.from({ length }, () =>
    random() < 0.45 ? FUNCTION_WORDS[Math.floor(random() * FUNCTION_WORDS.length)]! : CONTENT_WORDS[Math.floor(random() ** 1.6 * CONTENT_WORDS.length)]!,
  );
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

export function paragraph(random: () => number, sentences = 6): string {
  return Array.from({ length: sentences }, () => sentence(random)).join(' ');
}

/** A question-like query of 2–4 topical words. */
export function query(random: () => number): string {
  const count = 2 + Math.floor(random() * 3);
  return Array.from({ length: count }, () => CONTENT_WORDS[Math.floor(random() * CONTENT_WORDS.length)]!).join(' ');
}
