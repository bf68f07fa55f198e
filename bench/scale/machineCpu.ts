import fs from 'node:fs';
import { processCpuMs } from '../ai/processCpu';

/** Pids of the processes whose command name is `comm` (PostgreSQL's backends, redis-server). */
export function pidsNamed(comm: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === comm) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** CPU ms used so far by each named group: the servers, PostgreSQL, Redis and this process (the load generator). */
export type TCpuGroups = Record<'servers' | 'postgres' | 'redis' | 'load' | 'others', number>;

/** CPU ms the whole machine has used so far (every core, /proc/stat's first line without idle and iowait). */
function machineCpuMs(): number {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) * 10;
}

function sumCpu(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += processCpuMs(pid) ?? 0;
    } catch {
      // A backend that ended between the listing and the read.
    }
  }
  return total;
}

/** `postgresPids`: the backends serving the benchmarked database (pg_stat_activity), not every PostgreSQL process on the machine. */
export function cpuNow(serverPids: number[], postgresPids: number[]): TCpuGroups {
  const own = process.cpuUsage();
  const groups = {
    servers: sumCpu(serverPids),
    // Pools keep their backends open during a run, so the delta holds.
    postgres: sumCpu(postgresPids),
    redis: sumCpu(pidsNamed('redis-server')),
    load: (own.user + own.system) / 1_000,
  };
  // Whatever else ran meanwhile (a shared machine): the machine's total minus ours.
  return { ...groups, others: machineCpuMs() - groups.servers - groups.postgres - groups.redis - groups.load };
}

/** Share of the whole machine each group used between two readings, in % of one core. */
export function cpuShares(before: TCpuGroups, after: TCpuGroups, wallMs: number): TCpuGroups {
  const share = (key: keyof TCpuGroups) => Math.round(((after[key] - before[key]) / wallMs) * 100);
  return { servers: share('servers'), postgres: share('postgres'), redis: share('redis'), load: share('load'), others: share('others') };
}
