import { useState } from 'react';
import { Alert, Badge, Button, Chip, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { PLANNER_LIMITS, type TPlanClusterResponse } from '@core/api/planner';
import { ApiError, errorMessage } from '@web/api/client';
import { handleGenerationFailure } from '@web/api/generationFailure';
import { usePlanCluster, usePlannerIdeas, type TPlannerScope } from '@web/api/planner';
import { ModelSelect } from '@web/editor/panels/factcheck/ModelSelect';
import { FALLBACK_CHAT_MODEL } from '@web/scenes/FactGPT/modelChoices';
import { useCurrentUser } from '@web/state/currentUser';
import { useFlag } from '@web/state/flags';
import { ClusterList } from './ClusterList';

/** Refusals the form shows itself; the rest (credits, plan, fair usage, provider) go to the usual dialogs too. */
const shownHere = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 404);

/**
 * The topic view: a topic (and the model) to plan, then the clusters planned for the chosen topic,
 * each pillar with its supporting ideas. The planned topics of the project are chips to switch between.
 */
export function TopicView({ scope }: { scope: TPlannerScope }) {
  const user = useCurrentUser();
  const client = useQueryClient();
  const flagged = useFlag('default-model-chat');
  const [topic, setTopic] = useState('');
  const [model, setModel] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [result, setResult] = useState<TPlanClusterResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const plan = usePlanCluster(scope);
  const all = usePlannerIdeas(scope, {});
  const topics = all.data?.topics ?? [];
  const current = shown ?? topics[0]?.topic ?? null;
  const cluster = usePlannerIdeas(scope, { topic: current ?? undefined });

  const submit = () => {
    const text = topic.trim();
    if (!text || plan.isPending) return;
    setFailure(null);
    plan.mutate(
      { topic: text, ...(model ? { model } : {}) },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.ideas.length) setShown(text);
        },
        onError: (error) => {
          setFailure(errorMessage(error));
          if (!shownHere(error)) handleGenerationFailure(error, { client, uid: user.uid, byok: Boolean(user.userPlan?.includes('byok')), teamMode: Boolean(scope.teamId) });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <form onSubmit={(event) => (event.preventDefault(), submit())}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Topic"
              description="A subject to build a cluster of articles around: one pillar and its supporting articles."
              placeholder="e.g. sourdough bread"
              value={topic}
              maxLength={PLANNER_LIMITS.topicChars}
              onChange={(event) => setTopic(event.currentTarget.value)}
              style={{ flex: '1 1 320px' }}
              disabled={plan.isPending}
            />
            <ModelSelect value={model ?? (typeof flagged === 'string' && flagged ? flagged : FALLBACK_CHAT_MODEL)} onChange={setModel} disabled={plan.isPending} offlineNote="Offline engine: plans from web search only" />
            <Button type="submit" leftSection={<Sparkles size={16} aria-hidden />} loading={plan.isPending} disabled={!topic.trim()}>
              Plan topic
            </Button>
          </Group>
        </form>
      </Paper>
      {failure ? (
        <Alert color="red" variant="light" data-testid="planner-error">
          {failure}
        </Alert>
      ) : null}
      {result ? (
        <Alert color={result.ideas.length ? 'blue' : 'yellow'} variant="light" data-testid="planner-result">
          <Stack gap={4}>
            <Text size="sm">
              {result.ideas.length ? `Planned ${result.ideas.length} ideas` : 'Nothing was planned'} with {result.engine === 'model' ? `the model ${result.model}` : 'the offline engine'}
              {result.searched ? ', from web search results' : ''}
              {result.credits_charged ? ` (${result.credits_charged.toFixed(1)} credits)` : ''}.
            </Text>
            {result.notice ? <Text size="sm">{result.notice}</Text> : null}
          </Stack>
        </Alert>
      ) : null}
      {topics.length ? (
        <Chip.Group value={current ?? ''} onChange={(value) => setShown(value as string)}>
          <Group gap="xs" aria-label="Planned topics">
            {topics.map((entry) => (
              <Chip key={entry.topic} value={entry.topic} size="sm">
                {entry.topic}{' '}
                <Badge size="xs" variant="transparent">
                  {entry.ideas}
                </Badge>
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      {all.isPending || (current && cluster.isPending) ? <Loader aria-label="Loading the plan" /> : null}
      {all.isError || cluster.isError ? <Alert color="red">{errorMessage(all.error ?? cluster.error)}</Alert> : null}
      {all.data && !topics.length && !plan.isPending ? (
        <Text c="dimmed" size="sm">
          No topics planned in this project yet. Type a topic above to plan its cluster.
        </Text>
      ) : null}
      {current && cluster.data ? <ClusterList ideas={cluster.data.ideas} scope={scope} assignees={cluster.data.assignees} /> : null}
    </Stack>
  );
}
