import { useState } from 'react';
import { Alert, Group, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import type { TPlan, TPricingViewId } from '@core/plans/planTypes';
import { AdminCommandDialog } from './AdminCommandDialog';
import { PlanCard } from './PlanCard';
import { currentPlanOutsideOffer, offeredPlans, offersBothBillings, plansForBilling, setPlanCommand } from './pricingPlans';

/** The plan cards of the user's pricing view, with the monthly/annual switch and the buy dialog. */
export function PlansPanel({ view, email, planId }: { view: TPricingViewId | null; email: string; planId: string | null }) {
  const offer = view ? offeredPlans(view) : [];
  const current = currentPlanOutsideOffer(planId, offer);
  const [annual, setAnnual] = useState(() => offer.find((plan) => plan.id === planId)?.billing === 'annual');
  const [buying, setBuying] = useState<TPlan | null>(null);
  const shown = plansForBilling(offer, annual);

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
      {view === 'team-member-legacy' ? (
        <Alert variant="light" title="Your team's plan is managed by its admin">
          You work in a team whose admin holds the plan. The plans below are for an account of your own.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {current ? <PlanCard plan={current} current /> : null}
        {shown.map((plan) => (
          <PlanCard key={plan.id} plan={plan} current={plan.id === planId} onBuy={() => setBuying(plan)} />
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
