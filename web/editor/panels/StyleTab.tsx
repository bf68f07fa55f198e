// The marks' colours load with this tab; the stylesheet has nothing to assign.
// oxlint-disable-next-line import/no-unassigned-import
import './style/style.css';
import { useEffect, useMemo, useState } from 'react';
import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { styleSignals } from '@core/analysis/style';
import { docTextIndex } from '../highlights/docText';
import { setHighlightLayer } from '../highlights/analysisHighlights';
import type { TPanelTabProps } from './panelTabProps';
import { DocRewrite } from './style/DocRewrite';
import { SignalList } from './style/SignalList';
import { readHtml, useEditorRead } from './useEditorRead';

/**
 * The doc's writing-style signals (Humanize AI, issue 18), worked out here as the writer types;
 * choosing a signal marks its sentences in the text (the 'style' highlight layer). The signals'
 * offsets index the same text as the editor's getText, so the marks land on the right words; when
 * the two ever differ the list still shows and nothing is marked. Above them, a model rewrites the
 * doc's paragraphs (all, or the selected ones) for the writer to accept into the doc in place.
 */
export function StyleTab({ editor, blog, teamId, fields, readOnly, active }: TPanelTabProps) {
  const html = useEditorRead(editor, active, readHtml);
  const report = useMemo(() => styleSignals({ html, language: fields.language }), [html, fields.language]);
  const [chosen, setChosen] = useState<string | null>(null);
  const ranges = report.signals.find((signal) => signal.id === chosen)?.sentences ?? null;

  useEffect(() => {
    if (!active || !ranges) return setHighlightLayer(editor, 'style', []);
    const { text } = docTextIndex(editor.state.doc);
    if (text !== report.text) return setHighlightLayer(editor, 'style', []);
    setHighlightLayer(
      editor,
      'style',
      ranges.map((range) => ({ from: range.start, to: range.end, className: 'lf-style-hit' })),
    );
  }, [active, editor, ranges, report.text]);
  useEffect(() => () => setHighlightLayer(editor, 'style', []), [editor]);

  return (
    <Stack gap="sm" data-testid="style-tab">
      <DocRewrite editor={editor} saveId={blog._id} teamId={teamId} language={fields.language} readOnly={readOnly} />
      <Divider />
      <Text size="sm" c="dimmed">
        Patterns common in machine-written text. They point at sentences worth rewriting; they do not tell whether a machine wrote the doc.
      </Text>
      {report.text.trim() ? (
        <SignalList signals={report.signals} chosen={chosen} onChoose={setChosen} />
      ) : (
        <Text size="sm" c="dimmed">
          Write something to see its signals.
        </Text>
      )}
      <Text size="xs" c="dimmed">
        <Anchor component={Link} to="/optimizer/humanize" size="xs">
          Humanize AI
        </Anchor>{' '}
        shows the same signals, and rewrites, for any pasted text.
      </Text>
    </Stack>
  );
}
