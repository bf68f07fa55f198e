// Internal-link suggestions (AI Interlinking): pure code, the same in the browser and on the server.
export { docOutline, type TDocOutline, type TTextRange } from './docOutline';
export { languageTools, type TLanguageTools } from './languageTools';
export { comparableUrl, docAppUrl, docIdOfHref, hrefReaches } from './linkTargets';
export { SEMANTIC_CEILING, SEMANTIC_FLOOR, SEMANTIC_LIMITS, blendContext, cosineSimilarity, semanticShare, semanticWork, similarityOf, type TSemanticLimits, type TSemanticWork } from './semanticContext';
export { sentenceRanges } from './sentences';
export { suggestionId, targetKey } from './suggestionId';
export { LINKS_PER_1000_WORDS, MIN_SCORE, linkCap, planLinks, rankLinks, suggestLinks, type TLinkPlan, type TSimilarity, type TSuggestLinksInput, type TSuggestLinksResult } from './suggestLinks';
export type { TTargetInput } from './targetIndex';
