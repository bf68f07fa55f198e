import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { Gem } from 'lucide-react';
import { useCurrentUser } from '@web/state/currentUser';
import { flagAllows, useFlag } from '@web/state/flags';

/** Buy Plan, or Upgrade Plan for paying users (spec §2); both lead to pricing; hidden when the pricing-button flag is off (custom plans, spec §6). */
export function PlanButton({ onNavigate }: { onNavigate: () => void }) {
  const user = useCurrentUser();
  const shown = flagAllows(useFlag('pricing-button'));
  if (!shown) return null;
  return (
    <Button component={Link} to="/pricing" onClick={onNavigate} leftSection={<Gem size={16} aria-hidden />} fullWidth>
      {user.paidUser ? 'Upgrade Plan' : 'Buy Plan'}
    </Button>
  );
}
