import { count, desc } from 'drizzle-orm';
import { FEEDBACK_LIMITS } from '@core/api/feedback';
import type { Db } from '../db/database';
import { feedback, type TFeedbackRow } from '../db/schema/feedback';

/** One page of everyone's feedback, newest first, and how many there are in all. */
export async function listFeedback(db: Db, page: number): Promise<{ rows: TFeedbackRow[]; total: number }> {
  const pageSize = FEEDBACK_LIMITS.adminPageSize;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(feedback)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(feedback),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
