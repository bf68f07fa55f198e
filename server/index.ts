import { buildApp } from './app';
import { readEnv } from './env';

/** Boots the server and stops it gracefully on SIGINT/SIGTERM: requests in flight finish, then the database closes. */
async function main() {
  const env = readEnv();
  const { app } = await buildApp(env);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, env.SHUTDOWN_GRACE_SECONDS * 1_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
