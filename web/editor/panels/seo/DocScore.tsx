import { useCallback, useEffect, useMemo } from 'react';
import type { Editor } from '@tiptap/react';
import type { TBriefSnapshot } from '@core/api/seo';
import { languageCodeOf } from '@core/analysis/language';
import { termOccurrences } from '@core/analysis/seo/score';
import type { TDocFields } from '../../docFields';
import { docTextIndex } from '../../highlights/docText';
import { setHighlightLayer } from '../../highlights/analysisHighlights';
import { readHtml, useEditorRead } from '../useEditorRead';
import { useLiveScore, type TSeoDraft } from './liveScore';
import { ScorePanel } from './ScorePanel';

type TProps = { editor: Editor; fields: TDocFields; snapshot: TBriefSnapshot; briefVersion: number; active: boolean };

/**
 * The doc's live content score against its brief: the text, title, meta description and language
 * as the writer edits them. Hovering a term marks its uses in the text (the 'seo' highlight layer);
 * leaving, hiding the tab or closing the editor clears them.
 */
export function DocScore({ editor, fields, snapshot, briefVersion, active }: TProps) {
  const html = useEditorRead(editor, active, readHtml);
  const draft = useMemo<TSeoDraft>(() => ({ html, title: fields.title, meta: fields.meta, language: fields.language }), [html, fields.title, fields.meta, fields.language]);
  const score = useLiveScore(draft, snapshot);
  const code = languageCodeOf(fields.language || snapshot.language);

  const highlight = useCallback(
    (key: string | null) => {
      if (!key) return setHighlightLayer(editor, 'seo', []);
      const { text } = docTextIndex(editor.state.doc);
      const phrase = snapshot.terms.find((term) => term.key === key)?.phrase ?? key;
      setHighlightLayer(
        editor,
        'seo',
        termOccurrences(text, key, code).map((hit) => ({ from: hit.start, to: hit.end, className: 'lf-seo-hit', title: phrase })),
      );
    },
    [editor, snapshot, code],
  );
  useEffect(() => {
    if (!active) setHighlightLayer(editor, 'seo', []);
  }, [active, editor]);
  useEffect(() => () => setHighlightLayer(editor, 'seo', []), [editor]);

  if (!score) return null;
  return <ScorePanel score={score} onTermHover={highlight} briefVersion={briefVersion} compact />;
}
