import { Text } from '@mantine/core';
import type { TPanelTabProps } from './panelTabProps';

/** The editor's Plagiarism tab (placeholder until its view lands). */
export function PlagiarismTab(_props: TPanelTabProps) {
  return <Text size="sm" c="dimmed">Plagiarism</Text>;
}
