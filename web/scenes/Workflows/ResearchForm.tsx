import { useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { WORKFLOW_LIMITS } from '@core/api/workflows';
import { BLOG_COUNTRIES, offeredLanguages } from '@core/editor/editorOptions';
import { LANGUAGES } from '@core/flags/catalogue';
import { isJobActive, useStartResearch, workflowFailure } from '@web/api/workflows';
import { useFlag } from '@web/state/flags';
import { JobProgress } from './JobProgress';
import { useWorkflowContext } from './workflowContext';

/** What to research: topic, country and language, where to ask for questions; then the job's progress. */
export function ResearchForm() {
  const { workflow, update, editable, scope, tools, flush } = useWorkflowContext();
  const research = workflow.research;
  const client = useQueryClient();
  const languages = offeredLanguages(useFlag('languages'), LANGUAGES);
  const start = useStartResearch(scope, workflow.id, flush);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = isJobActive(research.job);
  const done = research.job.status === 'ready' || research.job.status === 'failed';

  const run = () => {
    setFailure(null);
    start.mutate(
      { topic: research.topic, country: research.country, language: research.language, quora: research.quora, reddit: research.reddit, custom_sources: research.custom_sources },
      { onError: (error) => setFailure(workflowFailure(error, client, tools)) },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Research
        </Title>
        <TextInput
          label="Topic"
          placeholder="e.g. cold brew coffee at home"
          value={research.topic}
          maxLength={WORKFLOW_LIMITS.topicChars}
          onChange={(event) => update({ research: { topic: event.currentTarget.value } })}
          onKeyDown={(event) => event.key === 'Enter' && !busy && editable && run()}
          disabled={!editable}
          data-testid="research-topic"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select label="Country" data={[...BLOG_COUNTRIES]} value={research.country} searchable allowDeselect={false} disabled={!editable} onChange={(country) => country && update({ research: { country } }, true)} />
          <Select label="Language" data={languages} value={research.language} searchable allowDeselect={false} disabled={!editable} onChange={(language) => language && update({ research: { language } }, true)} />
        </SimpleGrid>
        <Group gap="lg">
          <Switch label="Questions from Quora" checked={research.quora} disabled={!editable} onChange={(event) => update({ research: { quora: event.currentTarget.checked } }, true)} />
          <Switch label="Questions from Reddit" checked={research.reddit} disabled={!editable} onChange={(event) => update({ research: { reddit: event.currentTarget.checked } }, true)} />
        </Group>
        <TagsInput
          label="Other sites to ask"
          description={`Questions are also looked for on these sites (up to ${WORKFLOW_LIMITS.customSources}); press Enter after each.`}
          placeholder={research.custom_sources.length < WORKFLOW_LIMITS.customSources ? 'stackexchange.com' : undefined}
          value={research.custom_sources}
          maxTags={WORKFLOW_LIMITS.customSources}
          disabled={!editable}
          onChange={(custom_sources) => update({ research: { custom_sources } }, true)}
          data-testid="research-sites"
        />
        <Group gap="sm">
          <Button leftSection={<Search size={16} />} onClick={run} loading={start.isPending} disabled={!workflow.abilities.research || busy} data-testid="research-start">
            {done ? 'Research again' : 'Research'}
          </Button>
          {done && research.job.status === 'ready' ? (
            <Text size="xs" c="dimmed">
              Researching again replaces the findings and your selection.
            </Text>
          ) : null}
        </Group>
        {failure ? (
          <Text size="sm" c="red" role="alert" data-testid="research-error">
            {failure}
          </Text>
        ) : null}
        <JobProgress job={research.job} label="Research" testId="research-progress" />
      </Stack>
    </Paper>
  );
}
