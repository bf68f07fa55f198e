import type { TBlock } from './document';

/** A passage ready for the index: its section heading, where it sits, and its text. */
export type TChunk = { heading: string | null; location: string | null; text: string };

/** Chunks aim at this many characters (about 150–250 words: a citable passage). */
export const CHUNK_TARGET_CHARS = 1_200;
/** No chunk passes this; a longer sentence is cut at a word boundary. */
export const CHUNK_MAX_CHARS = 1_800;

const SENTENCE_END = /(?<=[.!?…。！？])["'”’)\]]*\s+(?=[\p{Lu}\p{Lo}\d"'“‘([])/u;

/** Splits text into sentences at terminal punctuation followed by a capital, a digit or a quote. */
export function splitSentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function cutLongSentence(sentence: string): string[] {
  if (sentence.length <= CHUNK_MAX_CHARS) return [sentence];
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > CHUNK_MAX_CHARS) {
    const space = rest.lastIndexOf(' ', CHUNK_MAX_CHARS);
    const cut = space > CHUNK_MAX_CHARS / 2 ? space : CHUNK_MAX_CHARS;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

function locationOf(page: number | undefined, heading: string | null): string | null {
  if (page !== undefined) return `page ${page}`;
  if (heading) return `section ${heading.length > 80 ? `${heading.slice(0, 77)}…` : heading}`;
  return null;
}

/**
 * Groups blocks into chunks that never cross a heading or a page and end on a sentence boundary.
 * Each chunk carries the nearest heading above it, so a passage keeps its context when cited.
 */
export function chunkBlocks(blocks: TBlock[]): TChunk[] {
  const chunks: TChunk[] = [];
  let heading: string | null = null;
  let page: number | undefined;
  let sentences: string[] = [];
  let size = 0;

  const flush = () => {
    if (sentences.length) chunks.push({ heading, location: locationOf(page, heading), text: sentences.join(' ') });
    sentences = [];
    size = 0;
  };

  for (const block of blocks) {
    if (block.page !== page) {
      flush();
      page = block.page;
    }
    if (block.kind === 'heading') {
      flush();
      heading = block.text.slice(0, 300);
      continue;
    }
    for (const sentence of splitSentences(block.text).flatMap(cutLongSentence)) {
      if (size > 0 && size + sentence.length + 1 > CHUNK_TARGET_CHARS) flush();
      sentences.push(sentence);
      size += sentence.length + 1;
    }
    // A paragraph end is a natural place to stop once the chunk is reasonably full.
    if (size >= CHUNK_TARGET_CHARS * 0.75) flush();
  }
  flush();
  return chunks;
}
