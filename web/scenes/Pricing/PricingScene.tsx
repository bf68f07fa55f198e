import { Alert, Group, Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { isTeamMember } from '@core/plans/teamMode';
import { pricingViewFor, pricingViewHasAddons } from '@core/plans/pricingView';
import { useAppConfig } from '@web/api/appConfig';
import { useReviewOffer } from '@web/api/billing';
import { PageFrame } from '@web/components/PageFrame';
import { useCurrentUser } from '@web/state/currentUser';
import { flagAllows, useFlag } from '@web/state/flags';
import { AddonsPanel } from './AddonsPanel';
import { ManageSubscriptionButton } from './ManageSubscriptionButton';
import { PlansPanel } from './PlansPanel';
import { ReviewOfferPanel } from './ReviewOfferPanel';

const ADDON_TAB = 'addon';

/** /pricing (spec §2): the plans of the user's pricing view (spec §9); ?tab=addon opens the add-ons. */
export function PricingScene() {
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === ADDON_TAB ? ADDON_TAB : 'plans';
  const view = pricingViewFor({ userPlan: user.userPlan, teamPlan: user.teamPlan, teamMember: isTeamMember(user) });
  const billing = useAppConfig().data?.billing_enabled === true;
  const subscriptionButtons = useFlag('subscription-buttons');
  const reviewOffer = useReviewOffer(user.uid);
  const unusedCoupon = reviewOffer.data?.checkout_applies && !reviewOffer.data.coupon_redeemed ? reviewOffer.data.coupon_code : null;
  const coupon = billing ? unusedCoupon : null;

  const openTab = (value: string | null) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === ADDON_TAB) next.set('tab', ADDON_TAB);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <PageFrame
      title={tab === ADDON_TAB ? 'Add-ons' : 'Pricing'}
      description={
        tab === ADDON_TAB
          ? 'Extra credits and runs you can buy on top of your current plan.'
          : 'Compare the plans and choose the one that fits how much you write.'
      }
    >
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="plans">Plans</Tabs.Tab>
          <Tabs.Tab value={ADDON_TAB}>Add-ons</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="plans">
          <Stack gap="lg">
            {billing && user.paidUser && flagAllows(subscriptionButtons) ? (
              <Group justify="flex-end">
                <ManageSubscriptionButton uid={user.uid} />
              </Group>
            ) : null}
            <PlansPanel view={view} uid={user.uid} email={user.email} planId={user.userPlan} billing={billing} coupon={coupon} />
            <ReviewOfferPanel uid={user.uid} offer={reviewOffer.data} initiallyOpen={search.get('offer') === 'review'} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value={ADDON_TAB}>
          {search.get('session_id') ? (
            <Alert variant="light" color="green" title="Thank you for your purchase" mb="lg">
              Your add-on is added to your account as soon as the payment is confirmed, usually within seconds.
            </Alert>
          ) : null}
          <AddonsPanel hasAddons={pricingViewHasAddons(view)} user={user} billing={billing} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
