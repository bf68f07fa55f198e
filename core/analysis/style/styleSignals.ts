import { languageCodeOf } from '../language';
import { lexicalVarietySignal } from './lexicalVariety';
import { paragraphLengthSignal } from './paragraphLength';
import { passiveVoiceSignal } from './passiveVoice';
import { sentenceLengthSignal } from './sentenceLength';
import { sentenceOpenersSignal } from './sentenceOpeners';
import type { TStyleSignal } from './signal';
import { stockPhrasesSignal } from './stockPhrases';
import { styleTextOf, type TStyleInput } from './styleText';

/** The input: HTML or plain text, and the doc's language (a spec §3 name, an ISO code or a locale). */
export type TStyleSignalsInput = TStyleInput & { language: string | null | undefined };

/** The signals and the text their offsets index (blocks joined by a blank line, as the editor's getText). */
export type TStyleReport = { text: string; signals: TStyleSignal[] };

/**
 * The writing-style signals of a text, each with a level, a one-sentence explanation and the
 * sentences behind it. They describe patterns common in machine-written text; they do not and
 * cannot tell whether a machine wrote it.
 */
export function styleSignals(input: TStyleSignalsInput): TStyleReport {
  const doc = styleTextOf(input);
  const code = languageCodeOf(input.language);
  return {
    text: doc.text,
    signals: [
      sentenceLengthSignal(doc),
      sentenceOpenersSignal(doc, code),
      stockPhrasesSignal(doc, code),
      passiveVoiceSignal(doc, code),
      paragraphLengthSignal(doc),
      lexicalVarietySignal(doc),
    ],
  };
}
