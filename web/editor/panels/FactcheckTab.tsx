// The claims' colours load with this tab; the stylesheet has nothing to assign.
// oxlint-disable-next-line import/no-unassigned-import
import './factcheck/factcheck.css';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { BadgeCheck, Link2, RefreshCw, Replace, TextSelect } from 'lucide-react';
import type { TCheckedClaim, TEvidencePassage } from '@core/api/factcheck';
import { errorMessage } from '@web/api/client';
import { factCheckFailure, isChecking, type TFactCheckFailure, useFactCheck, useLatestFactCheck, useStartFactCheck } from '@web/api/factcheck';
import { showAlert, showSnackbar } from '@web/state/alerts';
import { useCurrentUser } from '@web/state/currentUser';
import { setHighlightLayer } from '../highlights/analysisHighlights';
import { docTextIndex } from '../highlights/docText';
import { CheckStatus } from './factcheck/CheckStatus';
import { ClaimCard } from './factcheck/ClaimCard';
import { claimMarks } from './factcheck/claimMarks';
import { applyCorrection, citationLabel, citeClaim } from './factcheck/docEdits';
import { locateClaim, type TClaimPlace } from './factcheck/locateClaim';
import { ModelSelect, useCheckModel } from './factcheck/ModelSelect';
import { selectedRange } from './factcheck/selectedRange';
import { citablePassage } from './factcheck/verdicts';
import type { TPanelTabProps } from './panelTabProps';
import { readText, useEditorRead } from './useEditorRead';
import { CheckFailure } from './factcheck/CheckFailure';

const liveText = (tab: TPanelTabProps) => docTextIndex(tab.editor.state.doc).text;

/**
 * The editor's Facts tab (Factcheck & Cite, issue 18): checks the doc's claims as the doc stands
 * (its text exactly as the marks read it), shows the last check after a reload, marks each claim in
 * the text by verdict while the tab shows, and lets the writer cite a source at a claim or apply a
 * correction: ordinary edits, so co-editors see them, Undo takes them back and the save stores them.
 */
export function FactcheckTab(props: TPanelTabProps) {
  const { editor, blog, teamId, readOnly, active } = props;
  const user = useCurrentUser();
  const scope = { uid: user.uid, teamId };
  const latest = useLatestFactCheck(scope, blog._id);
  const [checkId, setCheckId] = useState<string | null>(null);
  const polled = useFactCheck(scope, checkId ?? latest.data?.id ?? null);
  const check = polled.data ?? latest.data ?? null;
  const start = useStartFactCheck(scope);
  const [model, setModel] = useCheckModel();
  const [web, setWeb] = useState(true);
  const [failure, setFailure] = useState<TFactCheckFailure | null>(null);
  const [corrected, setCorrected] = useState<ReadonlySet<string>>(() => new Set());
  const [focused, setFocused] = useState<string | null>(null);
  const text = useEditorRead(editor, active, readText);
  const placed = useMemo(() => (check ? check.claims.map((claim) => ({ claim, place: locateClaim(text, claim) })) : []), [check, text]);
  const gone = placed.filter(({ claim, place }) => !place && !corrected.has(claim.id)).length;
  const running = start.isPending || isChecking(check);
  const mayEdit = Boolean(check?.abilities.edit_doc) && !readOnly;
  const allowed = !readOnly && text.trim() !== '' && (check === null || check.abilities.recheck);

  useEffect(() => {
    setHighlightLayer(editor, 'claims', active ? claimMarks(placed, focused) : []);
  }, [editor, active, placed, focused]);
  useEffect(() => () => setHighlightLayer(editor, 'claims', []), [editor]);

  // What the writer selected in the doc, for "Check selection".
  const [selection, setSelection] = useState<TClaimPlace | null>(null);
  useEffect(() => {
    if (!active) return;
    const follow = () => setSelection(selectedRange(editor));
    follow();
    editor.on('selectionUpdate', follow);
    return () => {
      editor.off('selectionUpdate', follow);
    };
  }, [editor, active]);

  const run = (part: TClaimPlace | null) => {
    setFailure(null);
    start.mutate(
      { text: liveText(props), save_id: blog._id, web, model, ...(part ? { selection: part } : {}) },
      {
        onSuccess: (started) => {
          setCheckId(started.id);
          setCorrected(new Set());
        },
        onError: (error) => setFailure(factCheckFailure(error, teamId !== null)),
      },
    );
  };

  // The claim is looked for in the doc as it is now, not as the last debounced read saw it.
  const placeNow = (claim: TCheckedClaim) => {
    const place = locateClaim(liveText(props), claim);
    if (!place) showAlert('That claim is no longer in the doc as it was checked. Check again to update.');
    return place;
  };
  const cite = (claim: TCheckedClaim, passage: TEvidencePassage | null) => {
    const place = placeNow(claim);
    if (!place || !passage?.url) return;
    if (!citeClaim(editor, place, { title: passage.title, url: passage.url })) return showAlert('The citation could not be added there.');
    showSnackbar(`Cited “${citationLabel(passage.title, passage.url)}”. Undo takes it back.`);
  };
  const correct = (claim: TCheckedClaim) => {
    const place = placeNow(claim);
    if (!place || !claim.correction) return;
    if (!applyCorrection(editor, place, claim.correction)) return showAlert('The claim spans more than one paragraph: edit it by hand.');
    setCorrected((ids) => new Set([...ids, claim.id]));
    showSnackbar('Correction applied. Undo (Ctrl+Z) restores the claim.');
  };

  return (
    <Stack gap="sm" data-testid="factcheck-tab">
      <Text size="sm" c="dimmed">
        Checks the doc’s claims against passages of this project’s assets and the web. Each check uses one optimisation run; unchanged claims are reused.
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ModelSelect value={model} onChange={setModel} disabled={running} size="xs" />
        <Checkbox size="xs" label="Search the web" checked={web} onChange={(event) => setWeb(event.currentTarget.checked)} disabled={running} mb={6} />
      </Group>
      <Group gap="xs" grow>
        <Button leftSection={check ? <RefreshCw size={16} /> : <BadgeCheck size={16} />} onClick={() => run(null)} loading={running} disabled={!allowed}>
          {check ? 'Check again' : 'Check claims'}
        </Button>
        {selection ? (
          <Button variant="default" leftSection={<TextSelect size={16} />} onClick={() => run(selection)} disabled={!allowed || running}>
            Check selection
          </Button>
        ) : null}
      </Group>
      <CheckFailure failure={failure} compact />
      {latest.isPending ? <Loader size="sm" /> : null}
      {latest.isError ? <Text size="sm" c="red">{errorMessage(latest.error)}</Text> : null}
      {check ? (
        <>
          <CheckStatus check={check} compact />
          {!isChecking(check) && (gone > 0 || check.text !== text) ? (
            <Alert color="yellow" variant="light" p="xs" data-testid="factcheck-stale">
              <Text size="sm">
                {gone > 0
                  ? `The doc has changed since this check: ${gone} ${gone === 1 ? 'claim is' : 'claims are'} no longer in it as checked. Check again to update.`
                  : 'The doc has changed since this check. Check again to update.'}
              </Text>
            </Alert>
          ) : null}
          <Stack gap="xs" role="list" aria-label="Claims">
            {placed.map(({ claim, place }) => {
              const source = citablePassage(claim);
              const canCorrect = claim.verdict === 'contradicted' && Boolean(claim.correction);
              return (
                <ClaimCard
                  key={claim.id}
                  claim={claim}
                  compact
                  onHover={(hovered) => setFocused(hovered ? claim.id : null)}
                  onCite={mayEdit && place ? (passage) => cite(claim, passage) : undefined}
                  note={
                    place ? null : (
                      <Text size="xs" c={corrected.has(claim.id) ? 'green.8' : 'orange.8'} data-testid="claim-note">
                        {corrected.has(claim.id) ? 'Correction applied. Undo (Ctrl+Z) restores the claim.' : 'No longer in the doc as checked.'}
                      </Text>
                    )
                  }
                  actions={
                    mayEdit && place && (source || canCorrect) ? (
                      <>
                        {source ? (
                          <Button size="compact-sm" variant="default" leftSection={<Link2 size={14} />} onClick={() => cite(claim, source)} title={`Cite ${source.title || source.url}`}>
                            Cite
                          </Button>
                        ) : null}
                        {canCorrect ? (
                          <Button size="compact-sm" color="red" variant="light" leftSection={<Replace size={14} />} onClick={() => correct(claim)}>
                            Apply correction
                          </Button>
                        ) : null}
                      </>
                    ) : null
                  }
                />
              );
            })}
          </Stack>
        </>
      ) : latest.isSuccess && !running ? (
        <Text size="sm" c="dimmed">
          This doc has not been checked yet.
        </Text>
      ) : null}
    </Stack>
  );
}
