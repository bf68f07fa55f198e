import { useId, type ReactNode } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Plug } from 'lucide-react';
import { Link } from 'react-router';
import type { TIntegrationAbilities, TIntegrationDetails } from '@core/api/integrations';
import { ConnectionState } from './ConnectionState';
import { connectionFacts, type TConnectionFacts } from './connectionFacts';
import { DisconnectButton } from './DisconnectButton';
import { OAuthConnectButton } from './OAuthConnect';
import { NOT_AVAILABLE_YET, type TIntegrationEntry } from './integrationCatalogue';

type TBadge = { label: string; color: string };

/** The card's badge: the server's abilities first, then the connection. */
function badgeOf(abilities: TIntegrationAbilities, facts: TConnectionFacts): TBadge {
  if (!abilities.available) return { label: 'Not available on your account', color: 'gray' };
  if (!abilities.configured) return { label: 'Not set up on this server', color: 'gray' };
  if (facts.state === 'connected' && facts.pending) return { label: 'Needs setup', color: 'yellow' };
  if (facts.state === 'connected') return { label: 'Connected', color: 'teal' };
  if (facts.state === 'refused') return { label: 'Needs reconnecting', color: 'red' };
  return { label: 'Not connected', color: 'gray' };
}

/** What the card's button does: connect, finish choosing (a blog, a collection), or reconnect. */
const actionOf = (facts: TConnectionFacts) => (facts.state === 'not_connected' ? 'Connect' : facts.state === 'connected' && facts.pending ? 'Finish setup' : 'Reconnect');

/** The title, badge and description every card starts with; `section` named by its title. */
function CardFrame({ entry, badge, children }: { entry: TIntegrationEntry; badge: TBadge | null; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId} data-testid={`integration-${entry.id}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {entry.title}
          </Title>
          {badge ? (
            <Badge color={badge.color} variant="light">
              {badge.label}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {entry.description}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * One integration on /integrations. WordPress, Ghost and Medium show their connection and the
 * actions the server allows (`abilities`); the others say plainly that this server lacks them.
 */
export function IntegrationCard({ entry, details, uid }: { entry: TIntegrationEntry; details: TIntegrationDetails | undefined; uid: string }) {
  if (!entry.target) {
    return (
      <CardFrame entry={entry} badge={{ label: NOT_AVAILABLE_YET, color: 'gray' }}>
        <Group mt="auto">
          <Button variant="default" disabled leftSection={<Plug size={16} aria-hidden />} aria-label={`Connect ${entry.title}: ${NOT_AVAILABLE_YET.toLowerCase()}`}>
            Connect
          </Button>
        </Group>
      </CardFrame>
    );
  }
  // The page shows the loading or failed details once, above the cards.
  if (!details) return <CardFrame entry={entry} badge={null}>{null}</CardFrame>;
  const abilities = details.abilities[entry.target];
  const facts = connectionFacts(details, entry.target);
  const linked = facts.state !== 'not_connected';
  return (
    <CardFrame entry={entry} badge={badgeOf(abilities, facts)}>
      {abilities.available ? <ConnectionState facts={facts} title={entry.title} /> : null}
      {abilities.needs_approval ? (
        <Text size="sm" c="dimmed">
          Posts you publish here wait for your team admin’s approval.
        </Text>
      ) : null}
      {abilities.manage && !abilities.configured ? (
        <Text size="sm" c="dimmed" mt="auto">
          {abilities.setup_hint}
        </Text>
      ) : abilities.manage && entry.kind === 'oauth' && !linked && abilities.sign_in ? (
        <Group mt="auto">
          <OAuthConnectButton uid={uid} target={entry.target} abilities={abilities} reconnect={false} />
        </Group>
      ) : abilities.manage ? (
        <Group mt="auto" gap="xs" align="flex-start">
          <Button component={Link} to={`/integrations/${entry.view}`} leftSection={<Plug size={16} aria-hidden />} aria-label={`${actionOf(facts)} ${entry.title}`}>
            {actionOf(facts)}
          </Button>
          {linked ? <DisconnectButton uid={uid} target={entry.target} /> : null}
        </Group>
      ) : abilities.available ? (
        <Text size="sm" c="dimmed" mt="auto">
          Your team admin connects and disconnects this integration.
        </Text>
      ) : null}
    </CardFrame>
  );
}
