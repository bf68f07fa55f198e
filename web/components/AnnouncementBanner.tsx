import { Anchor, CloseButton, Group, Text } from '@mantine/core';
import { Megaphone } from 'lucide-react';
import { useAppConfig } from '@web/api/appConfig';
import { dismissAnnouncement, useVisibleAnnouncement } from '@web/state/announcement';

/** The closable banner at the top of every page with the operator's announcement (spec §1). */
export function AnnouncementBanner() {
  const config = useAppConfig();
  const announcement = useVisibleAnnouncement(config.data?.announcement);
  if (!announcement) return null;
  const date = announcement.date ? formatDate(announcement.date) : null;
  return (
    <Group
      component="aside"
      aria-label="Announcement"
      wrap="nowrap"
      gap="sm"
      px="md"
      py={8}
      bg="indigo.7"
      c="white"
      justify="space-between"
    >
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Megaphone size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={500}>
          {announcement.text}
          {date ? ` (${date})` : ''}
          {announcement.link ? (
            <>
              {' '}
              <Anchor href={announcement.link} target="_blank" rel="noreferrer" c="white" underline="always">
                Learn more
              </Anchor>
            </>
          ) : null}
        </Text>
      </Group>
      <CloseButton
        aria-label="Close announcement"
        variant="transparent"
        c="white"
        onClick={() => dismissAnnouncement(announcement.text)}
      />
    </Group>
  );
}

function formatDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // A bare date ("2026-12-31") parses as UTC midnight: show it in UTC or it is a day early west of Greenwich.
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
  return date.toLocaleDateString(undefined, { dateStyle: 'medium', ...(dateOnly ? { timeZone: 'UTC' } : {}) });
}
