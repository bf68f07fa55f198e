import { Center, Loader, Stack, Text } from '@mantine/core';

/** The full-page loader shown while the app starts (at least 1 s, spec §9) and while a user loads. */
export function AppLoader({ label = 'Loading Longform' }: { label?: string }) {
  return (
    <Center h="100dvh" role="status" aria-label={label}>
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed" size="sm">
          {label}…
        </Text>
      </Stack>
    </Center>
  );
}
