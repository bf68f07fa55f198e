/** Times a function: `warm` untimed runs, then `runs` timed ones; median, p95 and the first (cold) run, in ms. */
export function timings(run: () => unknown, runs: number, warm: number) {
  const started = performance.now();
  run();
  const first = performance.now() - started;
  for (let i = 1; i < warm; i += 1) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { first, median: times[Math.floor(times.length / 2)]!, p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!, runs };
}
