import { sentenceSpans, wordTokens, type TSentenceSpan, type TWordToken } from '../language';
import { docStructureOfHtml, docStructureOfText, type TBlockKind } from '../seo/docStructure';

/** What the signals read: an HTML doc (the editor's or pasted) or plain text (blank lines between paragraphs). */
export type TStyleInput = { html: string; text?: never } | { text: string; html?: never };

/** A block of the analysed text, with its offsets and its sentences, sentences[firstSentence..endSentence). */
export type TStyleBlock = { kind: TBlockKind; start: number; end: number; firstSentence: number; endSentence: number };

/**
 * The analysed text: blocks joined by a blank line, as docStructure and the editor's
 * getText({ blockSeparator: '\n\n' }) give it, so every offset here marks the same characters in the UI.
 */
export type TStyleText = {
  text: string;
  tokens: TWordToken[];
  sentences: TSentenceSpan[];
  blocks: TStyleBlock[];
  /** Indexes of the sentences of prose (paragraphs, list items, quotes): headings are titles, not sentences. */
  prose: number[];
};

const BLOCK_SEPARATOR = '\n\n';

/** Reads the input into the analysed text, its words, its sentences and its blocks. */
export function styleTextOf(input: TStyleInput): TStyleText {
  const structure = input.html !== undefined ? docStructureOfHtml(input.html) : docStructureOfText(input.text ?? '');
  const { text } = structure;
  const tokens = wordTokens(text);
  const sentences = sentenceSpans(text, tokens);
  const blocks: TStyleBlock[] = [];
  const prose: number[] = [];
  let offset = 0;
  let sentence = 0;
  for (const block of structure.blocks) {
    const start = offset;
    const end = start + block.text.length;
    offset = end + BLOCK_SEPARATOR.length;
    // A line break ends a sentence, so no sentence runs from one block into the next.
    const firstSentence = sentence;
    while (sentence < sentences.length && sentences[sentence]!.start < end) sentence += 1;
    blocks.push({ kind: block.kind, start, end, firstSentence, endSentence: sentence });
    if (!/^h\d$/.test(block.kind)) for (let i = firstSentence; i < sentence; i += 1) prose.push(i);
  }
  return { text, tokens, sentences, blocks, prose };
}
