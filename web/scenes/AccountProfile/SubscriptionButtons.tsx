import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import type { TAccountProfile } from '@core/api/account';
import { openSubscriptionCancellation } from '@web/api/account';
import { openBillingPortal, startCheckout } from '@web/api/billing';
import { errorMessage } from '@web/api/client';
import { showAlert } from '@web/state/alerts';
import { useCurrentUser } from '@web/state/currentUser';

/** The subscription buttons the server allows (abilities): each sends the browser to Stripe. */
export function SubscriptionButtons({ abilities }: { abilities: TAccountProfile['abilities'] }) {
  const user = useCurrentUser();
  const [busy, setBusy] = useState<string | null>(null);
  const go = (name: string, open: () => Promise<string>) => async () => {
    setBusy(name);
    try {
      window.location.assign(await open());
    } catch (error) {
      showAlert(errorMessage(error));
      setBusy(null);
    }
  };
  const planId = abilities.reactivate_plan_id;
  const any = abilities.manage_subscription || abilities.cancel_subscription || abilities.reactivate_subscription;
  if (!any) return <Text size="sm" c="dimmed">No subscription bought online to manage here.</Text>;
  return (
    <Group>
      {abilities.reactivate_subscription && planId ? (
        <Button loading={busy === 'reactivate'} onClick={go('reactivate', () => startCheckout(user.uid, planId))}>
          Reactivate subscription
        </Button>
      ) : null}
      {abilities.manage_subscription ? (
        <Button variant="default" loading={busy === 'manage'} onClick={go('manage', () => openBillingPortal(user.uid))}>
          Manage subscription
        </Button>
      ) : null}
      {abilities.cancel_subscription ? (
        <Button color="red" variant="light" loading={busy === 'cancel'} onClick={go('cancel', openSubscriptionCancellation)}>
          Cancel subscription
        </Button>
      ) : null}
    </Group>
  );
}
