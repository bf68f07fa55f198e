import { useState } from 'react';
import { Button } from '@mantine/core';
import { CreditCard } from 'lucide-react';
import { openBillingPortal } from '@web/api/billing';
import { errorMessage } from '@web/api/client';
import { showAlert } from '@web/state/alerts';

/** "Manage subscription": Stripe's Customer Portal for a user who bought their plan online. */
export function ManageSubscriptionButton({ uid }: { uid: string }) {
  const [opening, setOpening] = useState(false);
  const open = () => {
    setOpening(true);
    openBillingPortal(uid)
      .then((url) => window.location.assign(url))
      .catch((error: unknown) => {
        setOpening(false);
        showAlert(errorMessage(error), 'error');
      });
  };
  return (
    <Button variant="default" leftSection={<CreditCard size={16} aria-hidden />} loading={opening} onClick={open}>
      Manage subscription
    </Button>
  );
}
