import { useState } from 'react';
import { Alert, Group, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import type { TPlan, TPricingViewId } from '@core/plans/planTypes';
import { REVIEW_OFFER_PERCENT_OFF } from '@core/api/reviewOffer';
import { startCheckout } from '@web/api/billing';
import { errorMessage } from '@web/api/client';
import { showAlert } from '@web/state/alerts';
import { AdminCommandDialog } from './AdminCommandDialog';
import { PlanCard } from './PlanCard';
import { currentPlanOutsideOffer, offeredPlans, offersBothBillings, plansForBilling, setPlanCommand } from './pricingPlans';

type TPlansPanelProps = {
  view: TPricingViewId | null;
  uid: string;
  email: string;
  planId: string | null;
  /** Stripe Checkout sells plans here (GET /api/app/config billing_enabled); otherwise the admin command. */
  billing: boolean;
  /** The user's unused review-offer coupon, applied at Checkout. */
  coupon: string | null;
};

/** The plan cards of the user's pricing view, with the monthly/annual switch; Buy goes to Checkout or explains the admin command. */
export function PlansPanel({ view, uid, email, planId, billing, coupon }: TPlansPanelProps) {
  const offer = view ? offeredPlans(view) : [];
  const current = currentPlanOutsideOffer(planId, offer);
  const [annual, setAnnual] = useState(() => offer.find((plan) => plan.id === planId)?.billing === 'annual');
  const [buying, setBuying] = useState<TPlan | null>(null);
  const [checkingOut, setCheckingOut] = useState<string | null>(null);
  const shown = plansForBilling(offer, annual);

  const buy = (plan: TPlan) => {
    if (!billing) return setBuying(plan);
    setCheckingOut(plan.id);
    startCheckout(uid, plan.id, coupon ?? undefined)
      .then((url) => window.location.assign(url))
      .catch((error: unknown) => {
        setCheckingOut(null);
        showAlert(errorMessage(error), 'error');
      });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Plans
        </Title>
        {offersBothBillings(offer) ? (
          <Switch label="Annual billing" checked={annual} onChange={(event) => setAnnual(event.currentTarget.checked)} />
        ) : null}
      </Group>
      {view === null ? (
        <Alert variant="light" title="Your plan is agreed with us directly">
          Your plan has no price list: its terms are agreed per contract. Talk to the administrator of this installation
          to change it.
        </Alert>
      ) : null}
      {billing && coupon ? (
        <Alert variant="light" color="green" title="Your review coupon is applied">
          {`Coupon ${coupon} takes ${REVIEW_OFFER_PERCENT_OFF}% off the plan you buy next.`}
        </Alert>
      ) : null}
      {view === 'team-member-legacy' ? (
        <Alert variant="light" title="Your team's plan is managed by its admin">
          You work in a team whose admin holds the plan. The plans below are for an account of your own.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {current ? <PlanCard plan={current} current /> : null}
        {shown.map((plan) => (
          <PlanCard key={plan.id} plan={plan} current={plan.id === planId} onBuy={() => buy(plan)} buying={checkingOut === plan.id} />
        ))}
      </SimpleGrid>
      {buying ? (
        <AdminCommandDialog
          title="How to get this plan"
          what={`the plan ${buying.displayName}`}
          command={setPlanCommand(email, buying.id)}
          note="The plan starts when the command runs: its credit limit, runs and end date replace yours. Credits already used and add-ons you bought stay."
          onClose={() => setBuying(null)}
        />
      ) : null}
    </Stack>
  );
}
