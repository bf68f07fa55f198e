import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { isTeamMember } from '@core/plans/teamMode';
import { pricingViewFor, pricingViewHasAddons } from '@core/plans/pricingView';
import { PageFrame } from '@web/components/PageFrame';
import { useCurrentUser } from '@web/state/currentUser';
import { AddonsPanel } from './AddonsPanel';
import { PlansPanel } from './PlansPanel';

const ADDON_TAB = 'addon';

/** /pricing (spec §2): the plans of the user's pricing view (spec §9); ?tab=addon opens the add-ons. */
export function PricingScene() {
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === ADDON_TAB ? ADDON_TAB : 'plans';
  const view = pricingViewFor({ userPlan: user.userPlan, teamPlan: user.teamPlan, teamMember: isTeamMember(user) });

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
          <PlansPanel view={view} email={user.email} planId={user.userPlan} />
        </Tabs.Panel>
        <Tabs.Panel value={ADDON_TAB}>
          <AddonsPanel hasAddons={pricingViewHasAddons(view)} user={user} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
