/** A run of one side's text, and whether its words are also in the other side (in order). */
export type TAlignedPiece = { text: string; shared: boolean };

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
/** Past this many words on a side, the table of the alignment (words × words) is not built. */
const ALIGN_WORDS_MAX = 1_500;

type TWordAt = { start: number; end: number; lower: string };

function wordsAt(text: string): TWordAt[] {
  return [...text.matchAll(WORD)].map((match) => ({ start: match.index, end: match.index + match[0].length, lower: match[0].toLowerCase() }));
}

/** Joins each word with the spacing after it into runs of one kind. */
function piecesOf(text: string, words: TWordAt[], shared: boolean[]): TAlignedPiece[] {
  const pieces: TAlignedPiece[] = [];
  const push = (piece: string, isShared: boolean) => {
    if (!piece) return;
    const last = pieces.at(-1);
    if (last && last.shared === isShared) last.text += piece;
    else pieces.push({ text: piece, shared: isShared });
  };
  let at = 0;
  words.forEach((word, index) => {
    // Spacing and punctuation between two shared words stays shared, so a copied stretch reads as one.
    push(text.slice(at, word.start), Boolean(shared[index] && shared[index - 1]));
    push(text.slice(word.start, word.end), Boolean(shared[index]));
    at = word.end;
  });
  push(text.slice(at), false);
  return pieces;
}

/**
 * Lines two passages up word by word (longest common subsequence, case-insensitive), for the
 * side-by-side view: the words both share are marked, the ones only one side has are not. Passages
 * too long to align are returned unmarked rather than slowing the page.
 */
export function alignWords(left: string, right: string): { left: TAlignedPiece[]; right: TAlignedPiece[] } {
  const a = wordsAt(left);
  const b = wordsAt(right);
  const sharedA = new Array<boolean>(a.length).fill(false);
  const sharedB = new Array<boolean>(b.length).fill(false);
  if (a.length > 0 && b.length > 0 && a.length <= ALIGN_WORDS_MAX && b.length <= ALIGN_WORDS_MAX) {
    // lengths[i][j]: the longest common run of a[i..] and b[j..], in one flat array.
    const width = b.length + 1;
    const lengths = new Uint16Array((a.length + 1) * width);
    for (let i = a.length - 1; i >= 0; i -= 1) {
      for (let j = b.length - 1; j >= 0; j -= 1) {
        lengths[i * width + j] =
          a[i]!.lower === b[j]!.lower ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      if (a[i]!.lower === b[j]!.lower) {
        sharedA[i] = true;
        sharedB[j] = true;
        i += 1;
        j += 1;
      } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) i += 1;
      else j += 1;
    }
  }
  return { left: piecesOf(left, a, sharedA), right: piecesOf(right, b, sharedB) };
}
