import { eq } from 'drizzle-orm';
import type * as Y from 'yjs';
import type { FastifyBaseLogger } from 'fastify';
import type { TModelName } from '@core/api/generate';
import type { ModelRegistry, TModelEngine } from '../ai/models';
import { openSecret } from '../crypto/secretBox';
import type { Db } from '../db/database';
import type { TAutoblogRunRow } from '../db/schema/autoblog';
import { userKeys } from '../db/schema/userKeys';
import type { TWebSearch } from '../search';
import type { TPageReaderDeps } from '../seo/pageReader';

/** Runs `work` with a doc's open shared document (collaboration, TLiveDocAccess), so a workflow's draft appears in its editor as it is written. */
export type TLiveDocLookupOf = <T>(blogId: string, work: (live: Y.Doc | undefined) => T | Promise<T>) => Promise<T>;

/** What the AutoBlog worker needs: the database, the models, web search and the call settings. */
export type TAutoblogDeps = {
  db: Db;
  models: ModelRegistry;
  encryptionKey: Buffer;
  search: TWebSearch | null;
  logger: FastifyBaseLogger;
  idleTimeoutMs: number;
  retries: number;
  /** How serp research reads pages (fetch policy, extraction limits, per-host pace); absent: serp research cites the assets only. */
  pages?: TPageReaderDeps;
  /** Absent in tools without collaboration (benchmarks): a draft then reaches its editors from the row on their next open. */
  liveDocument?: TLiveDocLookupOf;
};

/** A run's engine can no longer write: its key was removed, or no model serves its name any more. Not retried. */
export class EngineGoneError extends Error {}

/**
 * The model a run writes with, resolved again in the worker from what the start's gate decided:
 * the installation's model, or (a run that charges no credits) the user's own key.
 */
export async function engineOfRun(deps: Pick<TAutoblogDeps, 'db' | 'models' | 'encryptionKey'>, run: TAutoblogRunRow): Promise<Extract<TModelEngine, { engine: 'model' }>> {
  const name = run.modelName as TModelName;
  let engine: TModelEngine;
  if (run.chargesCredits) engine = deps.models.engineFor(name);
  else {
    const [key] = await deps.db.select({ sealed: userKeys.sealedKey }).from(userKeys).where(eq(userKeys.userId, run.userId));
    if (!key) throw new EngineGoneError('Your own OpenAI key was removed before this article was written (nothing was charged). Add your key and retry it.');
    engine = deps.models.engineFor(name, openSecret(key.sealed, deps.encryptionKey));
  }
  if (engine.engine !== 'model') throw new EngineGoneError('No language model serves this run any more (nothing was charged). Ask your administrator to connect one, then retry.');
  return engine;
}
