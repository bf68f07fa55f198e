import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';

/** Any path the route table does not know. */
export function NotFoundScene() {
  useEffect(() => {
    document.title = 'Page not found · Longform';
  }, []);
  return (
    <Stack align="flex-start" gap="md" maw={560}>
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text c="dimmed">There is no page at this address. It may have moved, or the link may be mistyped.</Text>
      <Button component={Link} to="/dashboard">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
