// Near-duplicate detection (issue 17): HTML to text, word shingles hashed with FNV-1a, winnowing, and the comparison of two fingerprints.
export { compareFingerprints, percentOf, wordsInRanges, MIN_PASSAGE_WORDS, type TComparison } from './compare';
export { fingerprintText, shingleHashes, winnow, GUARANTEED_MATCH_WORDS, SHINGLE_WORDS, WINNOW_WINDOW, type TFingerprint } from './fingerprint';
export { fnv1a32 } from './fnv1a';
export { htmlToText, looksLikeHtml } from './htmlText';
