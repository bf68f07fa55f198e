import { useState } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { formatCredits } from '@core/api/users';
import { FAIR_USAGE_MESSAGE_SECONDS } from '@core/constants';
import { useCurrentUser } from '@web/state/currentUser';
import { dailyCreditsReturn, dailyLimitReached, fupLimitReached } from './usageBannerRules';

/** Spec §8's daily-limit and FUP-limit banners, above the page (the monthly-quota banner is QuotaBanner). */
export function UsageBanners() {
  const user = useCurrentUser();
  // Read once when the banner mounts: the hours left are "about", and the record refreshes on its own.
  const [back] = useState(() => dailyCreditsReturn(new Date()));
  return (
    <>
      {dailyLimitReached(user) ? (
        <Alert color="orange" variant="light" mb="lg" title="Daily limit reached">
          {`You have used today's ${formatCredits(user.creditLimit + user.additionalCredits)} credits of your free plan, so new generations will be refused. ` +
            `Your ${formatCredits(user.creditLimit)} daily credits come back at ${back.time} (midnight UTC, in about ${back.hours} ${back.hours === 1 ? 'hour' : 'hours'}). `}
          <Anchor component={Link} to="/pricing">
            See plans
          </Anchor>
        </Alert>
      ) : null}
      {fupLimitReached(user) ? (
        <Alert color="yellow" variant="light" mb="lg" title="Fair-usage limit reached">
          {`You are generating faster than fair usage allows. New generations pause for a moment: please wait ${FAIR_USAGE_MESSAGE_SECONDS} seconds between generations.`}
        </Alert>
      ) : null}
    </>
  );
}
