import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { TSharedRedis } from '../shared/redisConnection';

const ZRevokeMessage = z.object({ from: z.string(), userIds: z.array(z.string()).max(10_000) });

export type TRevokeBroadcast = {
  /** Tells the other instances to close these people's sockets on docs they no longer reach. */
  publish: (userIds: string[]) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A person's sockets may be on any instance, so a removal handled by one is announced on a Redis
 * channel (REDIS_KEY_PREFIX + 'collab#revoke'); every other instance runs `revokeHere` on its own docs.
 * The removal is already committed: a lost message (Redis away) leaves those sockets open until
 * they reconnect, when they are authorized again.
 */
export function createRevokeBroadcast(options: {
  redis: TSharedRedis;
  subscriber: Redis;
  identifier: string;
  revokeHere: (userIds: string[]) => Promise<void>;
  logger: FastifyBaseLogger;
}): TRevokeBroadcast {
  const channel = `${options.redis.prefix}collab#revoke`;
  options.subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const message = ZRevokeMessage.safeParse(parsedJson(raw));
    if (!message.success || message.data.from === options.identifier) return;
    options.revokeHere(message.data.userIds).catch((error: unknown) => options.logger.error({ err: error }, 'closing revoked collaboration sockets failed'));
  });
  options.subscriber.subscribe(channel).catch((error: unknown) => options.logger.error({ err: error }, 'subscribing to collaboration revocations failed'));
  return {
    async publish(userIds) {
      if (userIds.length === 0) return;
      try {
        await options.redis.client.publish(channel, JSON.stringify({ from: options.identifier, userIds }));
      } catch (error) {
        options.logger.warn({ err: error, userIds }, 'could not tell the other instances to close revoked collaboration sockets (Redis unavailable)');
      }
    },
    async close() {
      await options.subscriber.quit().catch(() => options.subscriber.disconnect());
    },
  };
}

function parsedJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
