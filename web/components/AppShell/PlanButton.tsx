import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { Gem } from 'lucide-react';
import { useCurrentUser } from '@web/state/currentUser';

/** Buy Plan, or Upgrade Plan for paying users (spec §2); both lead to pricing. */
export function PlanButton({ onNavigate }: { onNavigate: () => void }) {
  const user = useCurrentUser();
  return (
    <Button component={Link} to="/pricing" onClick={onNavigate} leftSection={<Gem size={16} aria-hidden />} fullWidth>
      {user.paidUser ? 'Upgrade Plan' : 'Buy Plan'}
    </Button>
  );
}
