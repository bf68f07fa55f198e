import { Alert, Badge, Button, Card, CopyButton, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PROMPT_TEMPLATE_LIMITS, type TPromptTemplate, type TRunPromptTemplateResult } from '@core/api/promptTemplates';
import { formatCredits } from '@core/api/users';
import { ModelSelect } from '@web/editor/panels/factcheck/ModelSelect';
import { ApiError, errorMessage } from '@web/api/client';
import { handleGenerationFailure } from '@web/api/generationFailure';
import { useRunPromptTemplate, type TPromptTemplateScope } from '@web/api/promptTemplates';
import { modelChoices } from '@web/scenes/FactGPT/modelChoices';
import { useFlags } from '@web/state/flags';

type TRunScope = TPromptTemplateScope & { teamMode: boolean; byok: boolean };

/**
 * Runs a template: one input per variable of its formula, the model, then the result with the
 * engine that wrote it, its credits and any notice. Copy is offered only when the server's
 * abilities allow it (the copy/download rule). The owner's last result shows until a new run.
 */
export function RunPanel({ template, scope }: { template: TPromptTemplate; scope: TRunScope }) {
  const client = useQueryClient();
  const run = useRunPromptTemplate(scope);
  const { defaultModel } = modelChoices(useFlags());
  const [model, setModel] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<TRunPromptTemplateResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const missing = template.variables.filter((name) => !(values[name] ?? '').trim());
  const submit = () => {
    setError(null);
    const variables = Object.fromEntries(template.variables.map((name) => [name, values[name] ?? '']));
    run.mutate(
      { saveId: template.save_id, variables, model: model ?? defaultModel },
      {
        onSuccess: setResult,
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status >= 420 && failure.status !== 502) handleGenerationFailure(failure, { client, uid: scope.uid, byok: scope.byok, teamMode: scope.teamMode });
          setError(errorMessage(failure));
        },
      },
    );
  };
  const output = result?.output || (template.isOwn ? template.content : '');
  return (
    <Card withBorder padding="md" data-testid="prompt-template-run-panel">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={4}>{template.template}</Title>
          <ModelSelect value={model ?? defaultModel} onChange={setModel} size="xs" offlineNote="Offline engine: cannot run templates" />
        </Group>
        {template.variables.length === 0 ? (
          <Text size="sm" c="dimmed">
            This template has no variables: it runs as written.
          </Text>
        ) : (
          template.variables.map((name) => (
            <Textarea
              key={name}
              label={name}
              autosize
              minRows={1}
              maxRows={6}
              maxLength={PROMPT_TEMPLATE_LIMITS.valueChars}
              value={values[name] ?? ''}
              onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
              data-testid={`prompt-variable-${name}`}
            />
          ))
        )}
        <Group>
          <Button onClick={submit} loading={run.isPending} disabled={missing.length > 0} data-testid="prompt-template-run-submit">
            Run template
          </Button>
          {missing.length > 0 ? (
            <Text size="xs" c="dimmed">
              Fill in {missing.join(', ')}.
            </Text>
          ) : null}
        </Group>
        {error ? (
          <Text size="sm" c="red" role="alert" data-testid="prompt-template-run-error">
            {error}
          </Text>
        ) : null}
        {result ? (
          <Group gap="xs" data-testid="prompt-template-run-meta">
            <Badge variant="light" tt="none" color={result.engine === 'offline' ? 'gray' : 'violet'} data-testid="engine-label">
              {result.engine === 'offline' ? 'Offline engine' : `Model: ${result.model}`}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatCredits(result.credits_charged)} credits
            </Text>
          </Group>
        ) : null}
        {result?.notice ? (
          <Alert color="yellow" variant="light" title="What this needs" data-testid="engine-notice">
            <Text size="sm">{result.notice}</Text>
          </Alert>
        ) : null}
        {output ? (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="xs" fw={500}>
                {result ? 'Result' : 'Last result'}
              </Text>
              {template.abilities.copy ? (
                <CopyButton value={output}>
                  {({ copied, copy }) => (
                    <Button size="compact-xs" variant="default" onClick={copy} data-testid="prompt-template-copy">
                      {copied ? 'Copied' : 'Copy'}
                    </Button>
                  )}
                </CopyButton>
              ) : null}
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="prompt-template-result">
              {output}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
