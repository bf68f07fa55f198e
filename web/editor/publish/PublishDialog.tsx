import { Alert, Anchor, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { PUBLISH_TARGETS } from '@core/api/integrations';
import { errorMessage } from '@web/api/client';
import { useDocDeliveries, useIntegrationDetails } from '@web/api/integrations';
import { useIntegrationsUid } from '@web/state/integrationsOwner';
import { DeliveryLog } from './DeliveryLog';
import { PublishForm } from './PublishForm';

type TPublishDialogProps = {
  opened: boolean;
  onClose: () => void;
  blogId: string;
  doc: { title: string; meta: string };
  beforePublish: () => Promise<boolean>;
};

function Loading({ label }: { label: string }) {
  return (
    <Group gap="sm">
      <Loader size="sm" />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/** What the dialog holds; mounted only while it is open, so the editor asks nothing until then. */
function PublishDialogBody({ blogId, doc, beforePublish }: Omit<TPublishDialogProps, 'opened' | 'onClose'>) {
  const uid = useIntegrationsUid();
  const details = useIntegrationDetails(uid);
  const deliveries = useDocDeliveries(blogId);

  let form;
  if (details.isPending) form = <Loading label="Loading your integrations…" />;
  else if (details.isError) form = <Alert color="red">{errorMessage(details.error)}</Alert>;
  else {
    const abilities = details.data.abilities;
    // Only targets the server lets this person publish to.
    const targets = PUBLISH_TARGETS.filter((target) => abilities[target].publish);
    form = targets.length ? (
      <PublishForm
        uid={uid}
        blogId={blogId}
        targets={targets}
        abilities={abilities}
        publications={deliveries.data?.publications ?? []}
        doc={doc}
        beforePublish={beforePublish}
      />
    ) : (
      <Text size="sm">
        Nothing to publish to yet.{' '}
        <Anchor component={Link} to="/integrations">
          Connect WordPress, Ghost or Medium
        </Anchor>{' '}
        on the Integrations page.
      </Text>
    );
  }

  return (
    <Stack gap="md">
      {form}
      <Divider />
      {deliveries.isPending ? <Loading label="Loading this doc’s deliveries…" /> : null}
      {deliveries.isError ? <Alert color="red">{errorMessage(deliveries.error)}</Alert> : null}
      {deliveries.data ? <DeliveryLog deliveries={deliveries.data.deliveries} /> : null}
    </Stack>
  );
}

/** "Publish this doc": the form for the targets the server allows, and the doc's delivery log below it. */
export function PublishDialog({ opened, onClose, ...body }: TPublishDialogProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Publish this doc" size="lg" fullScreen={Boolean(phone)} closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened ? <PublishDialogBody {...body} /> : null}
    </Modal>
  );
}
