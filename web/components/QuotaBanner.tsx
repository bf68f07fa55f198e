import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { formatCredits } from '@core/api/users';
import { useCurrentUser } from '@web/state/currentUser';

/** Spec §8's monthly-quota banner: every credit of the plan and add-ons is used; add-ons are the way on. */
export function QuotaBanner() {
  const user = useCurrentUser();
  const allowance = user.creditLimit + user.additionalCredits;
  if (allowance <= 0 || user.creditsUsed < allowance) return null;
  return (
    <Alert color="orange" variant="light" mb="lg" title="You have used all your credits">
      {`All ${formatCredits(allowance)} credits of your plan and add-ons are used, so new generations will be refused. `}
      <Anchor component={Link} to="/pricing?tab=addon">
        Buy add-on credits
      </Anchor>
    </Alert>
  );
}
