import fs from 'node:fs';
import os from 'node:os';

const TICK_MS = 10; // Linux reports CPU time in clock ticks of 1/100 s (USER_HZ)

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux); null elsewhere.
 * Wall-clock latency on a shared machine swings with its load; CPU per request hardly does, so
 * the benchmark prints both.
 */
export function processCpuMs(pid: number): number | null {
  if (os.platform() !== 'linux') return null;
  // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}
