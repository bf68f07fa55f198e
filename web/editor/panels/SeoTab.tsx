import { Text } from '@mantine/core';
import type { TPanelTabProps } from './panelTabProps';

/** The editor's SEO tab (placeholder until its view lands). */
export function SeoTab(_props: TPanelTabProps) {
  return <Text size="sm" c="dimmed">SEO</Text>;
}
