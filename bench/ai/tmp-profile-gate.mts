import { buildTestApp } from '../../server/test/testApp';
import { buildUser } from '../../server/test/factories';
import { passGenerationGate } from '../../server/ai/generationGate';
import { loadUserEntitlements } from '../../server/flags/userEntitlements';
import { loadUserDetails } from '../../server/queries/userDetailsLoader';
import { flagUserOf } from '../../server/flags/userFlags';
import { loadCreditPool } from '../../server/queries/creditBalance';
import { enforceFairUsage } from '../../server/commands/fairUsageEnforcer';
import { findProject, listProjects } from '../../server/commands/projectCommands';
import { loadSessionUser } from '../../server/queries/sessionUserLoader';

const N = Number(process.env.N ?? 300);
async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 30; i++) await fn();
  const t: number[] = [];
  const c0 = process.cpuUsage();
  for (let i = 0; i < N; i++) { const s = performance.now(); await fn(); t.push(performance.now() - s); }
  const c = process.cpuUsage(c0);
  t.sort((a, b) => a - b);
  console.log(label.padEnd(28), 'p50', t[Math.floor(N / 2)]!.toFixed(3), 'p90', t[Math.floor(N * 0.9)]!.toFixed(3), 'cpu/op', ((c.user + c.system) / 1000 / N).toFixed(3));
}
const { app, ctx, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_COMPATIBLE_MODEL: 'fake' });
const u = await buildUser(app);
const su = { id: u.unique_id, email: u.email, name: u.name };
const pid = u.projects[0]!._id;
const details = (await loadUserDetails(ctx.database, su.id))!;
await time('select 1 raw', () => ctx.database.query('x', 'select 1', []));
await time('session query', () => loadSessionUser(ctx.database, 'nope'));
await time('userDetails', () => loadUserDetails(ctx.database, su.id));
await time('evaluateAll', () => ctx.flags.evaluateAll(flagUserOf(details), { teamMode: false }));
const { entitlementsOf } = await import('../../server/flags/userEntitlements');
await time('entitlementsOf', () => entitlementsOf(ctx.flags, flagUserOf(details), { teamMode: false }));
await time('entitlements', () => loadUserEntitlements(ctx, su.id, { teamMode: false }));
await time('findProject', () => findProject(ctx.db, pid));
await time('creditPool', () => loadCreditPool(ctx.db, { userId: su.id, teamId: null }));
await time('fairUsage', () => enforceFairUsage(ctx.db, { userId: su.id, mode: 'instruct', now: new Date() }));
await time('gate total', () => passGenerationGate(ctx, su, { uniqueId: su.id, teamId: null, mode: 'instruct', model: undefined, projectId: pid }));
import('../../server/queries/generationGateLoader').then(()=>{});
const { loadGenerationGate } = await import('../../server/queries/generationGateLoader');
await time('gate query', () => loadGenerationGate(ctx.database, { userId: su.id, projectId: pid, mode: 'instruct', now: new Date() }));
await time('gate total again', () => passGenerationGate(ctx, su, { uniqueId: su.id, teamId: null, mode: 'instruct', model: undefined, projectId: pid }));
await close();
