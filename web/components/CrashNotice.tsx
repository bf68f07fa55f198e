import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';

/** What a crashed screen shows: the report has gone to the operator; a reload usually fixes it. */
export function CrashNotice({ detail }: { detail?: string }) {
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" ta="center" maw={480}>
        <Title order={1}>Something went wrong</Title>
        <Text>{detail ?? 'This screen hit an error and could not be shown. The problem has been reported.'}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button variant="default" component="a" href="/dashboard">
            Go to the dashboard
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
