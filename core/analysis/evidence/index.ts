/** Evidence for Factcheck & Cite (issue 18): the exact stretches of a source that are about a claim. */
export { claimSubject, evidenceWindows, type TEvidenceWindow } from './evidenceWindows';
