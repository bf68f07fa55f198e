import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { TApiTokenCreatedResponse } from '@core/api/apiTokens';

/** The new token, this once: the server keeps only its hash, so it cannot be shown again. */
export function NewTokenReveal({ created, onDone }: { created: TApiTokenCreatedResponse; onDone: () => void }) {
  return (
    <Alert color="green" title={`Your new token “${created.token.name}”`} data-testid="api-token-reveal">
      <Stack gap="xs">
        <Text size="sm">Copy it now and keep it somewhere safe: it is shown only this once. Anyone who has it can act as you.</Text>
        <Code block data-testid="api-token-secret">
          {created.secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Button size="xs" color={copied ? 'teal' : undefined} onClick={copy} data-testid="api-token-copy">
                {copied ? 'Copied' : 'Copy token'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            I have copied it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
