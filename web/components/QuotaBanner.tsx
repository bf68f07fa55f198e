import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { formatCredits } from '@core/api/users';
import { sumCredits } from '@core/credits/creditTenths';
import { useCurrentUser } from '@web/state/currentUser';
import { hasDailyCredits } from './banners/usageBannerRules';

/** Spec §8's monthly-quota banner: every credit of the plan and add-ons is used; add-ons are the way on. */
export function QuotaBanner() {
  const user = useCurrentUser();
  const allowance = sumCredits(user.creditLimit, user.additionalCredits);
  // Daily-credit plans get the daily-limit banner instead (banners/UsageBanners).
  if (allowance <= 0 || user.creditsUsed < allowance || hasDailyCredits(user.userPlan)) return null;
  return (
    <Alert color="orange" variant="light" mb="lg" title="You have used all your credits">
      {`All ${formatCredits(allowance)} credits of your plan and add-ons are used, so new generations will be refused. `}
      <Anchor component={Link} to="/pricing?tab=addon">
        Buy add-on credits
      </Anchor>
    </Alert>
  );
}
