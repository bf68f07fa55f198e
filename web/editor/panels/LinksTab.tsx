import { Text } from '@mantine/core';
import type { TPanelTabProps } from './panelTabProps';

/** The editor's Links tab (placeholder until its view lands). */
export function LinksTab(_props: TPanelTabProps) {
  return <Text size="sm" c="dimmed">Links</Text>;
}
