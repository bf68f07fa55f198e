/**
 * Writing-style signals and rewrite checks for Humanize AI (issue 18). Pure code, the same in the
 * browser and on the server: the signals of a text with the sentences behind each, the facts a
 * rewrite must keep, and a word-level diff per passage.
 */
export { styleSignals, type TStyleReport, type TStyleSignalsInput } from './styleSignals';
export { styleTextOf, type TStyleBlock, type TStyleInput, type TStyleText } from './styleText';
export { MAX_MARKED, type TStyleLevel, type TStyleRange, type TStyleSignal, type TStyleSignalId } from './signal';
export { MATTR_WINDOW, movingAverageTypeTokenRatio } from './lexicalVariety';
export { STOCK_PHRASES } from './stockPhraseLists';
export { keptFacts, type TFact, type TKeptFacts } from './keptFacts';
export { MAX_DIFF_WORDS, passageDiff, type TDiffOp } from './passageDiff';
