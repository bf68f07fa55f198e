import { useOnboardingSteps } from '@web/api/onboarding';
import { useCurrentUser } from '@web/state/currentUser';
import { OnboardingFlow } from '@web/scenes/Onboarding/OnboardingFlow';
import { OnboardingChecklist } from './OnboardingChecklist';

/**
 * The dashboard's onboarding: the flow while the server says it is still to come, then the checklist
 * until every step is done or the person hid it. Nothing while it loads or if the call failed (the
 * rest of the dashboard works without it).
 */
export function OnboardingSection() {
  const user = useCurrentUser();
  const steps = useOnboardingSteps(user.uid);
  if (!steps.data) return null;
  if (steps.data.show_flow) return <OnboardingFlow />;
  if (steps.data.show_checklist) return <OnboardingChecklist uid={user.uid} steps={steps.data} />;
  return null;
}
