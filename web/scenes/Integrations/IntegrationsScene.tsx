import { Alert, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { errorMessage } from '@web/api/client';
import { useIntegrationDetails } from '@web/api/integrations';
import { PageFrame } from '@web/components/PageFrame';
import { pageInfoFor } from '@web/routing/pageTable';
import { flagAllows, useFlags } from '@web/state/flags';
import { useIntegrationsUid } from '@web/state/integrationsOwner';
import { NotFoundScene } from '../NotFound/NotFoundScene';
import { ApprovalSwitch } from './ApprovalSwitch';
import { IntegrationCard } from './IntegrationCard';
import { entryForView, INTEGRATION_ENTRIES } from './integrationCatalogue';
import { IntegrationLog } from './IntegrationLog';
import { IntegrationPanel } from './IntegrationPanel';

const NO_SEARCH = new URLSearchParams();

/**
 * /integrations: a card per integration of spec §3 and who published what; /integrations/<view>:
 * that integration's panel with its connect form. In team mode everything is the team admin's.
 */
export function IntegrationsScene() {
  const { view } = useParams();
  const uid = useIntegrationsUid();
  const details = useIntegrationDetails(uid);
  const flags = useFlags();
  const entry = view ? entryForView(view) : null;
  if (view && !entry) return <NotFoundScene />;
  const info = pageInfoFor(entry?.view ? `/integrations/${entry.view}` : '/integrations', NO_SEARCH);
  if (!info) return <NotFoundScene />;

  const status = details.isPending ? (
    <Group gap="sm">
      <Loader size="sm" />
      <Text>Loading your integrations…</Text>
    </Group>
  ) : details.isError ? (
    <Alert color="red" title="We could not load your integrations">
      {errorMessage(details.error)}
    </Alert>
  ) : null;

  if (entry) {
    return (
      <PageFrame title={info.title} description={info.description}>
        {entry.target ? status : null}
        <IntegrationPanel entry={entry} details={details.data} uid={uid} />
      </PageFrame>
    );
  }
  // Only a flag switched off hides a card (spec §6), as in the side navigation.
  const entries = INTEGRATION_ENTRIES.filter((item) => flagAllows(flags?.[item.flag]));
  return (
    <PageFrame title={info.title} description={info.description}>
      {status}
      {details.data?.approval ? <ApprovalSwitch uid={uid} approval={details.data.approval} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {entries.map((item) => (
          <IntegrationCard key={item.id} entry={item} details={details.data} uid={uid} />
        ))}
      </SimpleGrid>
      <IntegrationLog uid={uid} />
    </PageFrame>
  );
}
