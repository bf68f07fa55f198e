import { eq } from 'drizzle-orm';
import type { TOnboardingDataInput } from '@core/api/onboarding';
import type { Db } from '../db/database';
import { onboardingData, type TOnboardingRow } from '../db/schema/onboardingData';
import { users } from '../db/schema/users';
import { nameFirstProject } from './firstProjectNamer';
import { addOnboardingFlags, FLOW_FINISHED } from './onboardingFlags';

/**
 * Saves the flow's answers (the ones given replace those stored, the others stay), names the account
 * and its first project after the name and project answers, and with `complete` ends the flow, in
 * one transaction.
 */
export async function saveOnboardingAnswers(db: Db, userId: string, answers: TOnboardingDataInput, complete: boolean): Promise<TOnboardingRow> {
  return db.transaction(async (tx) => {
    const values = {
      name: answers.name,
      teamSize: answers.team_size,
      appStartingPoint: answers.app_starting_point,
      startingWorkflow: answers.starting_workflow,
      hearAboutUs: answers.hear_about_us,
      hearAboutSourceOrQuery: answers.hear_about_source_or_query,
      projectName: answers.project_name,
      partnerId: answers.partner_id,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(onboardingData)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: onboardingData.userId, set: values })
      .returning();
    // The flow asks the name the app greets them by (it starts filled in with the account's).
    if (answers.name) await tx.update(users).set({ name: answers.name, updatedAt: new Date() }).where(eq(users.id, userId));
    if (answers.project_name) await nameFirstProject(tx, userId, answers.project_name);
    if (complete) await addOnboardingFlags(tx, userId, { [FLOW_FINISHED]: true });
    return row!;
  });
}
