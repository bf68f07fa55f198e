import type { Editor } from '@tiptap/core';
import type { TRewriteSource } from '@web/scenes/OptimizerHumanize/useRewrite';
import { docTextIndex } from '../../highlights/docText';
import { acceptRewrites } from './acceptRewrites';
import { docParagraphs, selectedParagraphs } from './docParagraphs';
import { rewriteTooLarge } from './rewriteEdits';

/**
 * The live doc as a rewrite source: "Rewrite all" sends every paragraph (headings stay as they
 * are), "Rewrite selection" the paragraphs the selection touches; accepted rewrites are made in the
 * doc in place (acceptRewrites).
 */
export function editorRewriteSource(editor: Editor): TRewriteSource {
  return {
    pick: (scope) => {
      const { doc } = editor.state;
      const index = docTextIndex(doc);
      const paragraphs = docParagraphs(doc, index);
      const sent = scope === 'all' ? paragraphs : selectedParagraphs(editor.state, paragraphs);
      if (sent.length === 0) {
        return { error: scope === 'all' ? 'The doc has no paragraphs to rewrite yet.' : 'Select the paragraphs to rewrite in the doc (or put the cursor in one) first.' };
      }
      const tooLarge = rewriteTooLarge(sent);
      return tooLarge ? { error: tooLarge } : { text: index.text, sent };
    },
    accept: (items, indexes) => acceptRewrites(editor, items, indexes),
  };
}
