import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';

/** The centred card the sign-in page uses, for the password pages around it. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="calc(100dvh - 48px)" p="md" bg="gray.0">
      <Stack w="100%" maw={440} gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1}>Longform</Title>
          <Text c="dimmed">{title}</Text>
        </Stack>
        <Paper withBorder shadow="sm" radius="lg" p="lg">
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
