import { useId } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { TDelivery } from '@core/api/integrations';
import { DeliveryItem } from './DeliveryItem';

/** The doc's deliveries, newest first, as the server lists them. */
export function DeliveryLog({ deliveries }: { deliveries: readonly TDelivery[] }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        Deliveries of this doc
      </Title>
      {deliveries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Not published anywhere yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" aria-labelledby={headingId} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {deliveries.map((delivery, index) => (
            <DeliveryItem key={delivery.id} delivery={delivery} divided={index > 0} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
