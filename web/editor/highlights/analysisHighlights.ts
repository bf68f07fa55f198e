import { Extension, type Editor } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { docTextIndex } from './docText';

/** Which analysis a set of marks comes from; each layer is replaced on its own. */
export type THighlightLayer = 'seo' | 'plagiarism' | 'links' | 'style' | 'claims';

/** A stretch to mark, as offsets into the doc's text (docTextIndex), end exclusive. */
export type THighlightRange = { from: number; to: number; className: string; title?: string };

type TLayers = Partial<Record<THighlightLayer, DecorationSet>>;
type TLayerUpdate = { layer: THighlightLayer; set: DecorationSet };

const highlightsKey = new PluginKey<TLayers>('analysisHighlights');

/**
 * Marks in the text that analyses put there (a hovered SEO term, a plagiarised passage, a link
 * suggestion's anchor). They are view decorations, never document content: co-editors do not see
 * them, saves do not store them, and they follow edits until the analysis replaces them.
 */
export const AnalysisHighlights = Extension.create({
  name: 'analysisHighlights',
  addProseMirrorPlugins() {
    return [
      new Plugin<TLayers>({
        key: highlightsKey,
        state: {
          init: () => ({}),
          apply(transaction, layers) {
            const update = transaction.getMeta(highlightsKey) as TLayerUpdate | undefined;
            let next: TLayers = layers;
            if (transaction.docChanged) {
              next = {};
              for (const [layer, set] of Object.entries(layers) as Array<[THighlightLayer, DecorationSet]>) next[layer] = set.map(transaction.mapping, transaction.doc);
            }
            if (update) next = { ...next, [update.layer]: update.set };
            return next;
          },
        },
        props: {
          decorations(state) {
            const layers = highlightsKey.getState(state) ?? {};
            const sets = Object.values(layers).filter((set): set is DecorationSet => Boolean(set));
            if (sets.length === 0) return DecorationSet.empty;
            if (sets.length === 1) return sets[0];
            return DecorationSet.create(state.doc, sets.flatMap((set) => set.find()));
          },
        },
      }),
    ];
  },
});

/** Replaces one layer's marks (an empty list clears it). Ranges outside the text are skipped. */
export function setHighlightLayer(editor: Editor, layer: THighlightLayer, ranges: THighlightRange[]): void {
  if (editor.isDestroyed) return;
  const { doc } = editor.state;
  let set = DecorationSet.empty;
  if (ranges.length > 0) {
    const index = docTextIndex(doc);
    const decorations = ranges
      .filter((range) => range.from < range.to && range.from >= 0 && range.to <= index.text.length)
      .map((range) => {
        const attributes: Record<string, string> = { class: range.className };
        if (range.title) attributes.title = range.title;
        // The end maps from the last character so a range ending at a block's end stays in it.
        return Decoration.inline(index.posAt(range.from), index.posAt(range.to - 1) + 1, attributes);
      });
    set = DecorationSet.create(doc, decorations);
  }
  editor.view.dispatch(editor.state.tr.setMeta(highlightsKey, { layer, set } satisfies TLayerUpdate).setMeta('addToHistory', false));
}
