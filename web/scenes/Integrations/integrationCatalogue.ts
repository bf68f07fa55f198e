import type { TKeyTarget } from '@core/api/integrations';
import type { TIntegrationViewId } from '@web/routing/featurePaths';
import { INTEGRATION_VIEWS } from '@web/routing/integrationViews';

/**
 * The integrations of spec §2/§3, one card each. `target` marks those this server connects and
 * publishes to; the others are listed so nobody looks for them in vain, and say they are not built.
 */
export type TIntegrationEntry = {
  id: TIntegrationViewId;
  title: string;
  description: string;
  /** The feature flag (spec §6) that shows or hides the card. */
  flag: string;
  /** Its page, /integrations/<view>; none for the webhook. */
  view: TIntegrationViewId | null;
  target: TKeyTarget | null;
};

const fromView = (view: TIntegrationViewId, target: TKeyTarget | null): TIntegrationEntry => ({
  id: view,
  ...INTEGRATION_VIEWS[view],
  flag: `integration-${view}`,
  view,
  target,
});

export const INTEGRATION_ENTRIES: readonly TIntegrationEntry[] = [
  fromView('wordpress', 'wordpress'),
  fromView('ghost', 'ghost'),
  fromView('medium', 'medium'),
  fromView('hubspot', null),
  fromView('webflow', null),
  fromView('googledocs', null),
  fromView('googledrive', null),
  fromView('googlesearchconsole', null),
  fromView('custom', 'custom'),
];

/** The entry of an /integrations/<view> path (any case), or null for an unknown one. */
export function entryForView(view: string): TIntegrationEntry | null {
  const id = view.toLowerCase();
  return INTEGRATION_ENTRIES.find((entry) => entry.view === id) ?? null;
}

/** Said wherever an integration the server does not build yet is shown. */
export const NOT_AVAILABLE_YET = 'Not available on this server yet';
