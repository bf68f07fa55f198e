import { Badge, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TAccountProfile } from '@core/api/account';
import { formatDay } from '@web/scenes/Dashboard/accountFacts';
import { runsLabel, signInMethodLabel } from './profileLabels';

/** A labelled figure (dt/dd), as the dashboard's summary shows them. */
function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value}
      </Text>
      {hint ? (
        <Text component="dd" m={0} size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Plan, expiry, exact credits (the server's decimal text), runs, sign-in methods and the person's coupon. */
export function PlanAndUsage({ profile }: { profile: TAccountProfile }) {
  const { credits, runs } = profile;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
        <Figure label="Plan" value={profile.plan_display_name ?? profile.plan_name ?? 'No plan'} hint={profile.subscription_status ? `Subscription: ${profile.subscription_status}` : undefined} />
        <Figure label="Access until" value={formatDay(profile.expiry_date) ?? 'No end date'} />
        <Figure label="Credits used" value={`${credits.used} / ${credits.limit}`} hint={credits.additional !== '0.0' ? `Plus ${credits.additional} additional credits` : undefined} />
        <Figure label="Credits left" value={credits.left} />
        <Figure label="Articles (AutoBlog)" value={runsLabel(runs.autoblog_workflow)} />
        <Figure label="Optimisations" value={runsLabel(runs.content_optimization)} />
      </SimpleGrid>
      <Group gap="xs">
        <Text size="sm">Sign-in methods:</Text>
        {profile.sign_in_methods.map((method) => (
          <Badge key={method} variant="light">
            {signInMethodLabel(method)}
          </Badge>
        ))}
      </Group>
      <Text size="sm">
        Your coupon:{' '}
        {profile.referral_coupon ? (
          <>
            <Code>{profile.referral_coupon.code}</Code> {profile.referral_coupon.redeemed ? '(used)' : '(15% off your next plan)'}
          </>
        ) : (
          'none yet (leave a review from the pricing page to get one).'
        )}
      </Text>
    </Stack>
  );
}
