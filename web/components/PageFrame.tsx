import { useEffect, type ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** The heading of every page: its title, what it is for, then its content. Sets the tab title too. */
export function PageFrame({
  title,
  description,
  tabTitle = title,
  children,
}: {
  title: string;
  description: string;
  tabTitle?: string;
  children?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${tabTitle} · Longform`;
  }, [tabTitle]);
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      {children}
    </Stack>
  );
}
