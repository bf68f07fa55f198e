import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** One titled card of the profile page. */
export function ProfileSection({ title, children, danger = false }: { title: string; children: ReactNode; danger?: boolean }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title} style={danger ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}>
      <Stack gap="sm">
        <Title order={2} size="h4" c={danger ? 'red.8' : undefined}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
