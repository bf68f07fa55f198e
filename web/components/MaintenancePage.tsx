import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Wrench } from 'lucide-react';
import type { TAppConfig } from '@core/api/appConfig';

/** When the app is expected back: the configured time, else now plus the seconds of downtime left. */
export function returnTime(config: TAppConfig, now: number = Date.now()): Date {
  const until = config.downtime_until ? new Date(config.downtime_until) : null;
  return until && !Number.isNaN(until.getTime()) ? until : new Date(now + config.app_downtime_flag * 1_000);
}

/** Replaces the whole app while the downtime flag is set (spec §1, §4). */
export function MaintenancePage({ config }: { config: TAppConfig }) {
  const back = returnTime(config).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={520}>
        <Stack align="center" ta="center" gap="md">
          <Wrench size={40} aria-hidden />
          <Title order={1}>We'll be back soon</Title>
          <Text>Longform is down for maintenance. We expect to be back by {back}.</Text>
          <Text c="dimmed" size="sm">
            This page checks again on its own and opens the app once it is back.
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
