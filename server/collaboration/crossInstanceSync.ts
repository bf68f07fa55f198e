import crypto from 'node:crypto';
import { hostname } from 'node:os';
import { Redis as RedisSync } from '@hocuspocus/extension-redis';
import type { Redis } from 'ioredis';
import type { TSharedRedis } from '../shared/redisConnection';

/**
 * Hocuspocus' Redis extension without its store lock. The lock lets one instance store while the
 * others skip, which can drop an edit: the skipped instance's last change may not have reached the
 * storing one yet, and an instance never stores changes it received over Redis. Our store merges
 * under a row lock instead (storeBlogYdoc), so every instance stores its own state and nothing is lost.
 */
class RowLockedRedisSync extends RedisSync {
  override async onStoreDocument(): Promise<void> {}
}

export type TCrossInstanceSync = {
  /** For `extensions` of the Hocuspocus server: edits and awareness go through Redis to the other instances. */
  extension: RedisSync;
  /** This instance's name in Redis messages (hostname:pid:random), so it ignores its own. */
  identifier: string;
  /** Whether any instance (this one too) has the doc open, i.e. listens on its Redis channel. */
  openOnSomeInstance: (blogId: string) => Promise<boolean>;
  /** A connection of its own for a subscriber (ioredis keeps subscribing connections for that only). */
  subscriberConnection: () => Redis;
  close: () => Promise<void>;
};

/**
 * Live co-editing across instances (issue 23): every instance subscribes to the Redis channel of
 * each doc it has open (prefix REDIS_KEY_PREFIX + 'collab'), publishes its changes and cursors
 * there, and answers the others' sync requests.
 */
export function createCrossInstanceSync(redis: TSharedRedis): TCrossInstanceSync {
  const identifier = `${hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const prefix = `${redis.prefix}collab`;
  const subscriberConnection = () => {
    // Its own offline queue, unlike the shared client: the extension subscribes before the connection is up.
    // While Redis is away, commands fail after two reconnection attempts rather than waiting.
    const connection = redis.client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: 2, connectionName: 'longform-collab' });
    // The shared client already says when Redis is away.
    connection.on('error', () => undefined);
    return connection;
  };
  const extension = new RowLockedRedisSync({ identifier, prefix, createClient: subscriberConnection });
  return {
    extension,
    identifier,
    subscriberConnection,
    async openOnSomeInstance(blogId) {
      const [, count] = (await redis.client.pubsub('NUMSUB', `${prefix}:${blogId}`)) as [string, number | string];
      return Number(count) > 0;
    },
    close: () => extension.onDestroy(),
  };
}
