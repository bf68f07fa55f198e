import type { TOnboardingData } from '@core/api/onboarding';
import type { TOnboardingRow } from '../db/schema/onboardingData';

/** Onboarding answers in spec §3's snake case; unanswered questions are left out. */
export function presentOnboardingData(row: TOnboardingRow): TOnboardingData {
  const record: TOnboardingData = {
    name: row.name ?? undefined,
    team_size: row.teamSize ?? undefined,
    app_starting_point: row.appStartingPoint ?? undefined,
    starting_workflow: row.startingWorkflow ?? undefined,
    hear_about_us: row.hearAboutUs ?? undefined,
    hear_about_source_or_query: row.hearAboutSourceOrQuery ?? undefined,
    project_name: row.projectName ?? undefined,
    partner_id: row.partnerId ?? undefined,
  };
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
