import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { TWorkflowJob } from '@core/api/workflows';
import { BLOG_TONES, toneLabel } from '@core/editor/editorOptions';
import { isJobActive, useStartWrite, workflowFailure } from '@web/api/workflows';
import { JobProgress } from './JobProgress';
import { useWorkflowContext } from './workflowContext';
import { workflowDocPath } from './workflowSteps';

const LENGTHS = [500, 800, 1_500, 2_500, 4_000];

/** A paused draft carries on and a failed one is tried again in the same doc; after a finished one, a new doc. */
function writeLabel(status: TWorkflowJob['status'], hasDoc: boolean): string {
  if (status === 'paused') return 'Resume the draft';
  if (status === 'failed' && hasDoc) return 'Try the draft again';
  return hasDoc ? 'Write a new draft' : 'Write the draft';
}

/**
 * Tone, length and "Write the draft": allowed when the server says so (abilities.write), else its
 * reason. The draft is a new doc the server writes section by section; the editor opens on it and
 * shows the text arriving.
 */
export function WritePanel() {
  const { workflow, update, editable, scope, tools, flush } = useWorkflowContext();
  const write = workflow.write;
  const client = useQueryClient();
  const navigate = useNavigate();
  const start = useStartWrite(scope, workflow.id, flush);
  const [failure, setFailure] = useState<string | null>(null);
  const lengths = LENGTHS.includes(write.length) ? LENGTHS : [...LENGTHS, write.length].sort((a, b) => a - b);
  const writing = isJobActive(write.job);

  const run = () => {
    setFailure(null);
    start.mutate(
      { tone: write.tone, length: write.length },
      {
        onSuccess: (written) => {
          if (written.write.blog_id) void navigate(workflowDocPath(written.write.blog_id, written.id));
        },
        onError: (error) => setFailure(workflowFailure(error, client, tools)),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="write-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Write the draft
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Tone"
            data={BLOG_TONES.map((tone) => ({ value: tone, label: toneLabel(tone) }))}
            value={write.tone}
            allowDeselect={false}
            disabled={!editable}
            onChange={(tone) => tone && update({ write: { tone } }, true)}
            w={180}
          />
          <Select
            label="Length"
            data={lengths.map((words) => ({ value: String(words), label: `About ${words.toLocaleString('en-US')} words` }))}
            value={String(write.length)}
            allowDeselect={false}
            disabled={!editable}
            onChange={(length) => length && update({ write: { length: Number(length) } }, true)}
            w={200}
          />
          <Button leftSection={<PenLine size={16} />} onClick={run} loading={start.isPending} disabled={!workflow.abilities.write} data-testid="write-start">
            {writeLabel(write.job.status, Boolean(write.blog_id))}
          </Button>
        </Group>
        {!workflow.abilities.write && workflow.abilities.write_blocked_reason ? (
          <Text size="sm" c="dimmed" data-testid="write-blocked">
            {workflow.abilities.write_blocked_reason}
          </Text>
        ) : null}
        {failure ? (
          <Text size="sm" c="red" role="alert" data-testid="write-error">
            {failure}
          </Text>
        ) : null}
        <JobProgress job={write.job} label="Writing the draft" testId="write-progress" />
        {write.blog_id ? (
          <Alert variant="light" color={writing ? 'blue' : 'green'} p="xs">
            <Anchor component={Link} to={workflowDocPath(write.blog_id, workflow.id)} size="sm" data-testid="write-open-doc">
              {writing ? 'Open the doc and watch it being written' : 'Open the draft in the editor'}
            </Anchor>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
