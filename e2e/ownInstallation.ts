import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';

/**
 * A spec's own installation: the app server and its fakes as processes of their own (each in its
 * own process group, so stopping one stops tsx and the node process it runs), on ports the spec owns.
 */

/** Answers 200 once the address does, within two minutes (a cold start on a busy machine is slow). */
export async function waitUntilUp(url: string): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(url)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(200);
}

/** Runs a TypeScript entry (a fake provider's main) as its own process group. */
export function startScript(script: string, args: string[]): ChildProcess {
  return spawn('node_modules/.bin/tsx', [script, ...args], { detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The built app on in-memory PGlite on `port`, with the settings every spec's own installation shares and `env`; answers once healthy. */
export async function startApp(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const appUrl = `http://127.0.0.1:${port}`;
  const app = spawn('node_modules/.bin/tsx', ['server/index.ts'], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', APP_URL: appUrl, DATA_DIR: 'memory://', LOG_LEVEL: 'warn', SIGN_UP_RATE_LIMIT: '100000', ...env },
  });
  await waitUntilUp(`${appUrl}/api/health`);
  return app;
}

/** Stops every process started (one already gone is fine). */
export function stopAll(children: ChildProcess[]): void {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
