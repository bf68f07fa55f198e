import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';

/** Whole text or only the paragraphs the selection touches. */
export type TRewriteScope = 'all' | 'selection';

type TProps = {
  models: string[];
  offlineModels: string[];
  model: string;
  onModel: (model: string) => void;
  /** Doc mode: rewriting works on a copy of the doc's text, put in the text box by this. */
  onCopyDoc: (() => void) | null;
  /** Why nothing can be rewritten now (no text, HTML); null when it can. */
  blocked: string | null;
  busy: boolean;
  onRewrite: (scope: TRewriteScope) => void;
  notice: string | null;
  error: string | null;
};

/** What came back when nothing was rewritten: the offline engine's notice, or a refusal. */
export function RewriteOutcome({ notice, error }: { notice: string | null; error: string | null }) {
  return (
    <>
      {notice ? (
        <Alert variant="light" color="yellow" title="Rewriting needs a language model" data-testid="humanize-rewrite-notice">
          <Text size="sm">{notice}</Text>
        </Alert>
      ) : null}
      {error ? (
        <Text size="sm" c="red" data-testid="humanize-rewrite-error">
          {error}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The rewrite action: a model, "Rewrite all" or "Rewrite selection", and what came back when
 * nothing was rewritten (the offline engine's notice, a refusal).
 */
export function RewritePanel(props: TProps) {
  return (
    <Paper withBorder p="md" data-testid="humanize-rewrite">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Rewrite
        </Title>
        <Text size="sm" c="dimmed">
          A language model rewrites each paragraph to read naturally, in the text’s language, keeping every number, name and link. Each rewrite is checked and shown as a diff to accept or reject. Reading naturally is the aim: no tool can promise to pass AI detectors.
        </Text>
        <Select
          label="Model"
          size="sm"
          w={280}
          allowDeselect={false}
          data={props.models.map((name) => ({ value: name, label: props.offlineModels.includes(name) ? `${name} (offline engine)` : name }))}
          value={props.model}
          onChange={(value) => value && props.onModel(value)}
          comboboxProps={{ width: 'max-content', position: 'bottom-start' }}
        />
        {props.onCopyDoc ? (
          <Button variant="light" onClick={props.onCopyDoc} disabled={props.blocked !== null} style={{ alignSelf: 'flex-start' }}>
            Rewrite a copy of this doc’s text
          </Button>
        ) : (
          <Group gap="xs">
            <Button onClick={() => props.onRewrite('all')} loading={props.busy} disabled={props.blocked !== null}>
              Rewrite all
            </Button>
            <Button variant="light" onClick={() => props.onRewrite('selection')} disabled={props.busy || props.blocked !== null}>
              Rewrite selection
            </Button>
          </Group>
        )}
        {props.blocked ? (
          <Text size="xs" c="dimmed">
            {props.blocked}
          </Text>
        ) : null}
        {!props.onCopyDoc && !props.blocked ? (
          <Text size="xs" c="dimmed">
            Select text in the box to rewrite only the paragraphs it touches.
          </Text>
        ) : null}
        <RewriteOutcome notice={props.notice} error={props.error} />
      </Stack>
    </Paper>
  );
}
