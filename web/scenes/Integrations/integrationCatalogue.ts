import type { TKeyTarget, TOAuthTarget } from '@core/api/integrations';
import type { TIntegrationViewId } from '@web/routing/featurePaths';
import { INTEGRATION_VIEWS } from '@web/routing/integrationViews';

/**
 * The integrations of spec §2/§3, one card each. `target` marks those this server connects and
 * publishes to; the others are listed so nobody looks for them in vain, and say they are not built.
 * `kind`: connected with a key typed into a form, or by signing in with the provider (OAuth).
 */
export type TIntegrationEntry = {
  id: TIntegrationViewId;
  title: string;
  description: string;
  /** The feature flag (spec §6) that shows or hides the card. */
  flag: string;
  /** Its page, /integrations/<view>; none for the webhook. */
  view: TIntegrationViewId | null;
} & ({ kind: 'key'; target: TKeyTarget | null } | { kind: 'oauth'; target: TOAuthTarget });

const fromView = (view: TIntegrationViewId, target: TKeyTarget | null): TIntegrationEntry => ({
  id: view,
  ...INTEGRATION_VIEWS[view],
  flag: `integration-${view}`,
  view,
  kind: 'key',
  target,
});

/** A sign-in integration: its view is named as its target. */
const signInView = (target: TOAuthTarget): TIntegrationEntry => ({ id: target, ...INTEGRATION_VIEWS[target], flag: `integration-${target}`, view: target, kind: 'oauth', target });

export const INTEGRATION_ENTRIES: readonly TIntegrationEntry[] = [
  fromView('wordpress', 'wordpress'),
  fromView('ghost', 'ghost'),
  fromView('medium', 'medium'),
  signInView('hubspot'),
  signInView('webflow'),
  signInView('googledocs'),
  signInView('googledrive'),
  signInView('googlesearchconsole'),
  fromView('custom', 'custom'),
];

/** The entry of an /integrations/<view> path (any case), or null for an unknown one. */
export function entryForView(view: string): TIntegrationEntry | null {
  const id = view.toLowerCase();
  return INTEGRATION_ENTRIES.find((entry) => entry.view === id) ?? null;
}

/** Said wherever an integration the server does not build yet is shown. */
export const NOT_AVAILABLE_YET = 'Not available on this server yet';
