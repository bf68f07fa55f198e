import { pino } from 'pino';
import type { TDatabase } from '../db/database';
import { createMailer, createMailQueue, type TMailer } from '../mail/mailJobs';
import { startJobQueue } from '../queues/jobQueue';

/**
 * Runs `send` with the server's mailer: mail is queued on the database's job queue, and the server's
 * worker delivers it (at once on PostgreSQL while it runs; with the embedded database, when it starts again).
 */
export async function withQueuedMail<T>(database: TDatabase, send: (mailer: TMailer) => Promise<T>): Promise<T> {
  // Only the queue's own trouble is worth a line on stderr.
  const jobs = await startJobQueue(database, pino({ level: 'warn' }, pino.destination(2)));
  try {
    await createMailQueue(jobs);
    return await send(createMailer(jobs));
  } finally {
    await jobs.stop();
  }
}
