import { spawn, type ChildProcess } from 'node:child_process';

/** Starts the real server (`tsx server/index.ts`) as its own process, so the load generator gets the other core. */
export async function startServer(env: Record<string, string>): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = env.PORT!;
  // One process (node with tsx's loader), so SIGTERM reaches the server itself. BENCH_CPU_PROF=<dir>
  // writes the server's CPU profile there when it stops (to see where a request's time goes).
  const child: ChildProcess = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []), '--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then((r) => r.ok).catch(() => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
