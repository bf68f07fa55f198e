import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { formatSince, type TConnectionFacts } from './connectionFacts';

/** One target's connection in a few lines: the site, the account, since when, and why it stopped. */
export function ConnectionState({ facts, title }: { facts: TConnectionFacts; title: string }) {
  if (facts.state === 'not_connected') {
    return (
      <Text size="sm" c="dimmed">
        Not connected.
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {facts.state === 'refused' ? (
        <Alert color="red" variant="light" title={`${title} refused the stored credentials`} p="xs">
          <Text size="sm">{facts.error}</Text>
          <Text size="sm">Reconnect to publish there again.</Text>
        </Alert>
      ) : null}
      {facts.state === 'connected' && facts.pending ? (
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm">{facts.pending}</Text>
        </Alert>
      ) : null}
      {facts.site ? (
        <Text size="sm">
          Site:{' '}
          {facts.url ? (
            <Anchor href={facts.url} target="_blank" rel="noopener noreferrer" size="sm">
              {facts.site}
            </Anchor>
          ) : (
            facts.site
          )}
        </Text>
      ) : null}
      {facts.account ? (
        <Text size="sm">
          Account:{' '}
          {!facts.site && facts.url ? (
            <Anchor href={facts.url} target="_blank" rel="noopener noreferrer" size="sm">
              {facts.account}
            </Anchor>
          ) : (
            facts.account
          )}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        Connected since {formatSince(facts.since)}
      </Text>
    </Stack>
  );
}
