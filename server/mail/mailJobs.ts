import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { TJobQueue } from '../queues/jobQueue';
import type { TMail, TMailTransport } from './mailTransport';

/** Mail goes out from the job queue, never inside the request that asked for it. */
export const MAIL_QUEUE = 'mail';
const ZMailJob = z.object({ to: z.string(), subject: z.string(), text: z.string() });

/** Attempts after the first: an SMTP server may be down or greylisting for a while. */
const RETRY_LIMIT = 5;

/** What the rest of the server uses to send mail: it queues the message and returns. */
export type TMailer = { send: (mail: TMail) => Promise<void> };

/** A mailer that queues on pg-boss; the worker (workMail) delivers. */
export function createMailer(jobs: TJobQueue): TMailer {
  return {
    send: async (mail) => {
      await jobs.boss.send(MAIL_QUEUE, ZMailJob.parse(mail));
    },
  };
}

/** Creates the mail queue with its retries (idempotent): the server at start, and `npm run admin` before it queues mail on a database no server has opened yet. */
export async function createMailQueue(jobs: TJobQueue): Promise<void> {
  await jobs.createQueue(MAIL_QUEUE, { retryLimit: RETRY_LIMIT, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 });
}

/** Delivers queued mail through the transport, retried with backoff when the SMTP server refuses or is away. */
export async function workMail(jobs: TJobQueue, transport: TMailTransport, logger: FastifyBaseLogger): Promise<void> {
  await createMailQueue(jobs);
  await jobs.work(MAIL_QUEUE, { batchSize: 1, localConcurrency: 2, pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const mail = ZMailJob.parse(job.data);
    try {
      await transport.deliver(mail);
    } catch (error) {
      logger.warn({ err: error, subject: mail.subject, attempt: job.retryCount + 1 }, 'mail delivery failed; it will be retried');
      throw error;
    }
  });
}
