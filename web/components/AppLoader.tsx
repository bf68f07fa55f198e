import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * The full-page loader shown while the app starts (at least 1 s, spec §9) and while a user loads.
 * `cover` lays it over the page being prepared beneath it, above anything that page may show.
 */
export function AppLoader({ label = 'Loading Longform', cover = false }: { label?: string; cover?: boolean }) {
  return (
    <Center
      h="100dvh"
      role="status"
      aria-label={label}
      style={cover ? { position: 'fixed', inset: 0, zIndex: 10_000, background: 'var(--mantine-color-body)' } : undefined}
    >
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed" size="sm">
          {label}…
        </Text>
      </Stack>
    </Center>
  );
}
