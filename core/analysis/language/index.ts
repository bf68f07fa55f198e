/**
 * Language tools for content analysis (issue 17): language codes, words with offsets, stemming,
 * stopwords and readability for the languages of spec §3. Pure code: it runs in the browser (the
 * live SEO score) and on the server (briefs), with the same results in both.
 */
export { languageCodeOf, type TLanguageCode } from './languages';
export { wordTokens, type TWordToken } from './tokens';
export { stemmerFor } from './stem';
export { isStopword } from './stopwords';
export { readabilityOf, type TReadability } from './readability';
export { sentenceCount, sentenceSpans, type TSentenceSpan } from './sentences';
