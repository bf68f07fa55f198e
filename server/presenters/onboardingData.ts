import { getTableColumns } from 'drizzle-orm';
import { ZOnboardingData, type TOnboardingData } from '@core/api/onboarding';
import { onboardingData, type TOnboardingRow } from '../db/schema/onboardingData';

/** The answer fields of spec §3; they are also the table's column names. */
const ONBOARDING_FIELDS = Object.keys(ZOnboardingData.shape) as (keyof TOnboardingData)[];

/**
 * Onboarding answers in spec §3's snake case from a record keyed by column name (what
 * `to_jsonb(onboarding_data)` gives); unanswered questions are left out.
 */
export function presentOnboardingAnswers(columns: Record<string, unknown>): TOnboardingData {
  const answers: TOnboardingData = {};
  for (const field of ONBOARDING_FIELDS) {
    const value = columns[field];
    if (typeof value === 'string') answers[field] = value;
  }
  return answers;
}

/** The same for a drizzle row, whose keys are camel case: each column's SQL name is the snake-case field. */
export function presentOnboardingData(row: TOnboardingRow): TOnboardingData {
  const byColumnName = Object.entries(getTableColumns(onboardingData)).map(([key, column]) => [column.name, row[key as keyof TOnboardingRow]]);
  return presentOnboardingAnswers(Object.fromEntries(byColumnName));
}
