import type { TIntegrationLogEntry, TIntegrationTarget } from '@core/api/integrations';
import type { Db } from '../db/database';
import { integrationLog } from '../db/schema/integrations';

export type TLogEntry = {
  ownerId: string;
  actorId: string;
  target: TIntegrationTarget;
  action: TIntegrationLogEntry['action'];
  blogId?: string | null;
  outcome: string;
  ok: boolean;
};

/** Who did what with an integration and what the target answered (issue 20, "Who published what"). */
export async function logIntegration(db: Pick<Db, 'insert'>, entry: TLogEntry): Promise<void> {
  await db.insert(integrationLog).values({ ...entry, blogId: entry.blogId ?? null, outcome: entry.outcome.slice(0, 1_000) });
}
