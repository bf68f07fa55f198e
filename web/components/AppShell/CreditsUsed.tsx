import { Progress, Stack, Text } from '@mantine/core';
import { formatCredits } from '@core/api/users';
import { sumCredits } from '@core/credits/creditTenths';
import { useCurrentUser } from '@web/state/currentUser';
import { flagAllows, useFlag } from '@web/state/flags';

/** The credits-used line of the side navigation, to one decimal (spec §2, §9), with a bar against the limit; the credits-in-sidebar flag may hide it. */
export function CreditsUsed() {
  const user = useCurrentUser();
  const shown = flagAllows(useFlag('credits-in-sidebar'));
  const limit = sumCredits(user.creditLimit, user.additionalCredits);
  const share = limit > 0 ? Math.min(100, (user.creditsUsed / limit) * 100) : 0;
  if (!shown) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {`Credits used: ${formatCredits(user.creditsUsed)}`}
      </Text>
      {limit > 0 ? <Progress value={share} size="sm" aria-label={`${formatCredits(share)}% of credits used`} /> : null}
    </Stack>
  );
}
