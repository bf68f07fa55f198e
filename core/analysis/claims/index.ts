/**
 * Claims for Factcheck & Cite (issue 18): the checkable claims of a text, the numbers and dates
 * they state, where a passage states them otherwise, and whether a passage is exactly its source's
 * text. Pure code, deterministic, the same in the browser and on the server.
 */
export { detectClaims, MAX_CLAIMS, MAX_CLAIM_WORDS } from './detectClaims';
export { factsOf } from './facts';
export { factDifferences } from './factDifferences';
export { claimId } from './claimId';
export { locateSpan, verifySpan, type TPassageSpan } from './spans';
export type { TClaim, TClaimDetection, TClaimKind, TDateFact, TFact, TFactDifference, TNumberFact } from './types';
