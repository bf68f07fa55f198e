import { Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { teamJoinLink } from '@core/api/teams';

/** The link an invited person opens to join (they sign in or sign up first with the invited email). */
export function JoinLink({ teamId }: { teamId: string }) {
  const link = teamJoinLink(window.location.origin, teamId);
  return (
    <div>
      <Text size="sm" fw={500}>
        Join link to send
      </Text>
      <Text size="sm" c="dimmed" mb={4}>
        Send this link to the people you invited. They sign in (or create an account) with the invited email address and are added.
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code data-testid="join-link" style={{ overflowWrap: 'anywhere' }}>
          {link}
        </Code>
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}
