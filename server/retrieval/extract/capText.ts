import { cutAtWord } from '@core/text/cutAtWord';
import type { TBlock, TExtractedDocument } from '../document';

/**
 * The document's first `maxChars` characters of text (the last kept block cut at a word), so one
 * file cannot flood the index; `cut` says whether anything was left out.
 */
export function capText(document: TExtractedDocument, maxChars: number): { document: TExtractedDocument; cut: boolean } {
  const blocks: TBlock[] = [];
  let left = maxChars;
  for (const block of document.blocks) {
    if (block.text.length <= left) {
      blocks.push(block);
      left -= block.text.length;
      continue;
    }
    const text = cutAtWord(block.text, left);
    if (text) blocks.push({ ...block, text });
    return { document: { ...document, blocks }, cut: true };
  }
  return { document, cut: false };
}
