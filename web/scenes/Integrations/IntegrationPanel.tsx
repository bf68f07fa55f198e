import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { TIntegrationDetails, TKeyTarget } from '@core/api/integrations';
import { ConnectForm } from './ConnectForm';
import { ConnectionState } from './ConnectionState';
import { connectionFacts } from './connectionFacts';
import { DisconnectButton } from './DisconnectButton';
import { OAuthPanel } from './OAuthConnect';
import { WebhookSecret } from './WebhookSecret';
import { WebhookTestEvent } from './WebhookTestEvent';
import { NOT_AVAILABLE_YET, type TIntegrationEntry } from './integrationCatalogue';

/** What the panel of a target the server builds shows, as its abilities allow. */
function TargetPanel({ entry, details, uid }: { entry: TIntegrationEntry & { target: TKeyTarget }; details: TIntegrationDetails; uid: string }) {
  const abilities = details.abilities[entry.target];
  if (!abilities.available) {
    return (
      <Alert color="gray" variant="light" title={`${entry.title} is not available on your account`}>
        Your plan or your account’s settings do not include it.{' '}
        <Anchor component={Link} to="/pricing">
          See the plans
        </Anchor>
        .
      </Alert>
    );
  }
  const facts = connectionFacts(details, entry.target);
  const linked = facts.state !== 'not_connected';
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Connection
          </Title>
          <ConnectionState facts={facts} title={entry.title} />
          {entry.target === 'custom' && details.Custom?.signing_secret ? <WebhookSecret secret={details.Custom.signing_secret} /> : null}
          {abilities.needs_approval ? (
            <Text size="sm" c="dimmed">
              Posts you publish here wait for your team admin’s approval.
            </Text>
          ) : null}
          {entry.target === 'custom' && abilities.manage && facts.state === 'connected' ? <WebhookTestEvent uid={uid} /> : null}
          {abilities.manage && linked ? <DisconnectButton uid={uid} target={entry.target} /> : null}
        </Stack>
      </Paper>
      {abilities.manage ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {linked ? 'Reconnect with new details' : `Connect ${entry.title}`}
            </Title>
            <ConnectForm uid={uid} target={entry.target} reconnect={linked} />
          </Stack>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          Your team admin connects and disconnects this integration.
        </Text>
      )}
    </Stack>
  );
}

/** /integrations/<view>: one integration, its connection and its connect form. */
export function IntegrationPanel({ entry, details, uid }: { entry: TIntegrationEntry; details: TIntegrationDetails | undefined; uid: string }) {
  const target = entry.target;
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/integrations" size="sm">
        <ArrowLeft size={14} aria-hidden /> All integrations
      </Anchor>
      {!target ? (
        <Alert color="gray" variant="light" title={NOT_AVAILABLE_YET}>
          This Longform server cannot connect to {entry.title} yet.
        </Alert>
      ) : !details ? null : entry.kind === 'oauth' ? (
        <OAuthPanel entry={entry} target={entry.target} details={details} uid={uid} />
      ) : (
        <TargetPanel entry={{ ...entry, target: entry.target! }} details={details} uid={uid} />
      )}
    </Stack>
  );
}
