import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema/users';

/** Whether this person hid the floating feedback button (false for an account that no longer exists). */
export async function isFeedbackWidgetHidden(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ hidden: users.feedbackWidgetHidden }).from(users).where(eq(users.id, userId));
  return row?.hidden ?? false;
}

/** Remembers the person's choice on their account, so it holds on every device and after reloads. */
export async function setFeedbackWidgetHidden(db: Db, userId: string, hidden: boolean): Promise<boolean> {
  const [row] = await db.update(users).set({ feedbackWidgetHidden: hidden }).where(eq(users.id, userId)).returning({ hidden: users.feedbackWidgetHidden });
  return row?.hidden ?? hidden;
}
