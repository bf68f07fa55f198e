import type { FastifyReply } from 'fastify';
import { ClientAbortError } from '../ai/modelStream';

/** Runs a generation handler; a client that went away before the answer gets no answer (and no error report). */
export async function unlessClientLeft<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ClientAbortError) return reply.code(499).send();
    throw error;
  }
}
