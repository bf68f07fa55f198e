import type { Editor } from '@tiptap/core';
import { docTextIndex } from '../../highlights/docText';
import { CLOSING_PUNCTUATION, type TClaimPlace } from './locateClaim';

/** Longest source title a citation shows; longer ones end in an ellipsis (the link keeps the address). */
const CITATION_TITLE_MAX = 60;

/** The text a citation shows: the source's title (or its host), shortened. */
export function citationLabel(title: string, url: string): string {
  let label = title.replace(/\s+/g, ' ').trim();
  if (!label) {
    try {
      label = new URL(url).host;
    } catch {
      label = url;
    }
  }
  return label.length > CITATION_TITLE_MAX ? `${label.slice(0, CITATION_TITLE_MAX - 1).trimEnd()}…` : label;
}

/** Where in a claim a citation goes: before its closing punctuation ("… in 1889 [Source]."), else at its end. */
export function citationOffset(text: string, place: TClaimPlace): number {
  const claim = text.slice(place.start, place.end);
  const closing = CLOSING_PUNCTUATION.exec(claim);
  return place.start + (closing ? closing.index : claim.trimEnd().length);
}

/**
 * Cites a source at a claim in the live doc: " [Source title]" with the title linked to the
 * source's address, before the claim's closing punctuation. One editor change: co-editors see it,
 * Undo takes it back and the normal save stores it. False when the place is outside the doc.
 */
export function citeClaim(editor: Editor, place: TClaimPlace, source: { title: string; url: string }): boolean {
  const index = docTextIndex(editor.state.doc);
  if (place.end > index.text.length || index.text.slice(place.start, place.end).trim() === '') return false;
  const at = citationOffset(index.text, place);
  // After the character before the citation, so it stays in the claim's paragraph.
  const pos = at > place.start ? index.posAt(at - 1) + 1 : index.posAt(at);
  const label = citationLabel(source.title, source.url);
  return editor
    .chain()
    .focus()
    .insertContentAt(pos, [
      { type: 'text', text: ' [' },
      { type: 'text', text: label, marks: [{ type: 'link', attrs: { href: source.url } }] },
      { type: 'text', text: ']' },
    ])
    .run();
}

/**
 * Replaces a claim with its correction in the live doc, in one transaction (one Undo restores the
 * claim; co-editors see an ordinary edit). False when the claim spans more than one paragraph, or
 * lies outside the doc: nothing changes then.
 */
export function applyCorrection(editor: Editor, place: TClaimPlace, correction: string): boolean {
  const { doc } = editor.state;
  const index = docTextIndex(doc);
  if (!correction.trim() || place.end <= place.start || place.end > index.text.length) return false;
  const from = index.posAt(place.start);
  const to = index.posAt(place.end - 1) + 1;
  if (!doc.resolve(from).sameParent(doc.resolve(to))) return false;
  return editor
    .chain()
    .focus()
    .command(({ tr }) => {
      tr.insertText(correction, from, to);
      return true;
    })
    .run();
}
