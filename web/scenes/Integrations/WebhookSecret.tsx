import { Code, CopyButton, Button, Group, Stack, Text } from '@mantine/core';

/** The custom webhook's signing secret, for the owner to verify our deliveries at their receiver. */
export function WebhookSecret({ secret }: { secret: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Signing secret
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code style={{ overflowWrap: 'anywhere' }} aria-label="Signing secret">
          {secret}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        Each delivery carries X-Longform-Signature: sha256= followed by the HMAC-SHA256 of the body with this secret.
      </Text>
    </Stack>
  );
}
