import { useCallback, useMemo, useState } from 'react';
import { Alert, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { BLOG_COUNTRY_DEFAULT, BLOG_LANGUAGE_DEFAULT } from '@core/api/blogs';
import { PageFrame } from '@web/components/PageFrame';
import { errorMessage } from '@web/api/client';
import { useSeoBrief } from '@web/api/seoBriefs';
import { BriefForm } from '@web/editor/panels/seo/BriefForm';
import type { TBriefFormValues } from '@web/editor/panels/seo/briefRequest';
import { BriefView } from '@web/editor/panels/seo/BriefView';
import { useLiveScore, type TSeoDraft } from '@web/editor/panels/seo/liveScore';
import { ScorePanel } from '@web/editor/panels/seo/ScorePanel';
import { pageInfoFor } from '@web/routing/pageTable';
import { useActiveProject } from '@web/state/activeProject';
import { useActiveTeamId } from '@web/state/activeTeam';
import { useCurrentUser } from '@web/state/currentUser';
import { DraftSource } from './DraftSource';
import { RecentBriefs } from './RecentBriefs';

const FORM_DEFAULTS: TBriefFormValues = { keyword: '', secondaryKeywords: [], language: BLOG_LANGUAGE_DEFAULT, country: BLOG_COUNTRY_DEFAULT, urls: '' };

/**
 * /optimizer/seo (spec §2): build a brief from the pages that rank for a keyword, and score a pasted
 * text or one of the project's docs against it, live, in the browser. The brief's id is in the
 * address (?brief=…), so a reload or a shared link shows the same brief.
 */
export function OptimizerSeoScene() {
  const info = pageInfoFor('/optimizer/seo', new URLSearchParams())!;
  const user = useCurrentUser();
  const teamId = useActiveTeamId();
  const project = useActiveProject(user);
  const [params, setParams] = useSearchParams();
  const briefId = params.get('brief');
  const brief = useSeoBrief(briefId, teamId);
  const [draft, setDraft] = useState<TSeoDraft | null>(null);
  const onDraft = useCallback((next: TSeoDraft | null) => setDraft(next), []);
  const showBrief = useCallback((id: string | null) => setParams(id ? { brief: id } : {}), [setParams]);
  const [formValues, setFormValues] = useState<TBriefFormValues>(FORM_DEFAULTS);
  // A brief opened from its address or the recent list fills the form once, so a close variant is quick to ask.
  const [seededFrom, setSeededFrom] = useState<string | null>(null);
  const shown = brief.data?.id === briefId ? brief.data?.snapshot : null;
  if (shown && briefId && seededFrom !== briefId) {
    setSeededFrom(briefId);
    if (!formValues.keyword) setFormValues(briefFormValues(shown));
  }
  const chooseRecent = useCallback(
    (id: string) => {
      setFormValues(FORM_DEFAULTS);
      setSeededFrom(null);
      showBrief(id);
    },
    [showBrief],
  );
  const snapshot = brief.data?.status === 'ready' ? brief.data.snapshot : null;
  // Without a brief the form's keywords and language stand in, so those parts are scored already.
  const scored = useMemo(
    () =>
      draft && !snapshot
        ? { ...draft, keyword: formValues.keyword, secondaryKeywords: formValues.secondaryKeywords, language: draft.language ?? formValues.language }
        : draft,
    [draft, snapshot, formValues.keyword, formValues.secondaryKeywords, formValues.language],
  );
  const score = useLiveScore(scored, snapshot);

  return (
    <PageFrame title={info.title} description={info.description}>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Brief
                </Title>
                <BriefForm
                  uid={user.uid}
                  teamId={teamId}
                  projectId={project?.id}
                  values={formValues}
                  onChange={setFormValues}
                  onQueued={(id) => {
                    setSeededFrom(id);
                    showBrief(id);
                  }}
                />
                <RecentBriefs teamId={teamId} current={briefId} currentStatus={brief.data?.status} onChoose={chooseRecent} />
              </Stack>
            </Paper>
            {briefId ? (
              <Paper withBorder radius="md" p="md">
                {brief.isPending ? <Loader size="sm" /> : null}
                {brief.error ? (
                  <Alert color="red" role="alert" title="This brief cannot be shown">
                    {errorMessage(brief.error)}
                  </Alert>
                ) : null}
                {brief.data ? <BriefView key={brief.data.id} brief={brief.data} uid={user.uid} teamId={teamId} onRebuilt={showBrief} /> : null}
              </Paper>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Your draft
                </Title>
                <DraftSource uid={user.uid} teamId={teamId} projectId={project?.id ?? null} onDraft={onDraft} />
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md">
              {score ? (
                <ScorePanel score={score} briefVersion={snapshot ? brief.data?.scoring_version : undefined} />
              ) : (
                <Text size="sm" c="dimmed">
                  Paste a text or choose a doc to see its content score{snapshot ? '' : '; build a brief to compare it with the pages that rank'}.
                </Text>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}

/** The form starts from the shown brief's request, so a new brief for a close keyword is quick to ask. */
function briefFormValues(snapshot: { keyword: string; secondary_keywords: string[]; language: string; country: string }): TBriefFormValues {
  return { keyword: snapshot.keyword, secondaryKeywords: snapshot.secondary_keywords, language: snapshot.language, country: snapshot.country, urls: '' };
}
