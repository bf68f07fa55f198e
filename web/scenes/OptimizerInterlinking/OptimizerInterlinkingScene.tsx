// The anchors' mark style of the suggestion cards; the stylesheet has nothing to assign.
// oxlint-disable-next-line import/no-unassigned-import
import '@web/editor/panels/links/links.css';
import { useState } from 'react';
import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { PageFrame } from '@web/components/PageFrame';
import { pageInfoFor } from '@web/routing/pageTable';
import { DocPicker } from '@web/scenes/OptimizerPlagiarism/DocPicker';
import { useActiveProject } from '@web/state/activeProject';
import { useCurrentUser } from '@web/state/currentUser';
import { useTeamMode } from '@web/state/teamMode';
import { DocLinks } from './DocLinks';
import { OrphanPages } from './OrphanPages';
import { PastedTextLinks } from './PastedTextLinks';

/**
 * /optimizer/interlinking (spec §2 AI Interlinking): internal-link suggestions for one of the active
 * project's docs or a pasted text, to the writer's other docs and their site pages, and the report
 * of their pages no doc links to. Lexical ranking on the server; no model, no run used.
 */
export function OptimizerInterlinkingScene() {
  const info = pageInfoFor('/optimizer/interlinking', new URLSearchParams())!;
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  const teamId = teamMode ? user.teamId : null;
  const project = useActiveProject(user);
  const projectId = project?.id ?? null;
  const [mode, setMode] = useState<'doc' | 'paste'>('doc');
  const [docId, setDocId] = useState<string | null>(null);
  return (
    <PageFrame title={info.title} description={info.description}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value as 'doc' | 'paste')}
            data={[
              { value: 'doc', label: 'A doc' },
              { value: 'paste', label: 'Pasted text' },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          {mode === 'doc' ? (
            <>
              <DocPicker scope={{ uid: user.uid, teamId, projectId }} value={docId} onChange={setDocId} />
              {docId ? (
                <DocLinks blogId={docId} teamId={teamId} />
              ) : (
                <Text size="sm" c="dimmed">
                  Choose a doc to see where it could link to your other docs and your site pages. To add a link, open the doc in the editor: its Links tab puts the link in place.
                </Text>
              )}
            </>
          ) : (
            <PastedTextLinks projectId={projectId} teamId={teamId} />
          )}
        </Stack>
      </Paper>
      <OrphanPages projectId={projectId} teamId={teamId} />
    </PageFrame>
  );
}
