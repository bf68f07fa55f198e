import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TRunsRefusal } from './usePublicChat';
import { accountLinks } from './publicTool';

/**
 * Today's runs are used: the server's message (spec §8) and the way on, signing up or logging in
 * with the refused question carried to /factgpt.
 */
export function SignUpPrompt({ refusal }: { refusal: TRunsRefusal | null }) {
  const links = accountLinks(refusal?.question ?? null);
  return (
    <Alert color="orange" variant="light" title="No free runs left today" data-testid="runs-used">
      <Stack gap="sm">
        <Text size="sm">{refusal ? refusal.message : 'Your free runs start again at midnight UTC. Create a free account to keep going now.'}</Text>
        {refusal && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Your question, “{refusal.question.length > 160 ? `${refusal.question.slice(0, 160)}…` : refusal.question}”, will be waiting in
            FactGPT once you are signed in.
          </Text>
        )}
        <Group gap="xs">
          <Button component={Link} to={links.signUp}>
            Sign up free
          </Button>
          <Button component={Link} to={links.logIn} variant="default">
            Log in
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
