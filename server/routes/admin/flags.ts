import { ZAdminFlag, ZAdminFlagOverridesInput, ZAdminFlagParams, ZAdminFlags, type TAdminFlag } from '@core/api/adminFlags';
import { FLAG_CATALOGUE, type TFlagDefinition } from '@core/flags/catalogue';
import { withOverride, type TFlagOverride } from '@core/flags/overrides';
import type { TFlagTraits } from '@core/plans/flagTraits';
import { PLAN_LIST } from '@core/plans/planTable';
import type { TApp, TContext } from '../../context';
import { badRequest, notFound } from '../../errors';
import { checkedTargets, checkedValue, describeTargets, FlagInputError, knownFlag } from '../../flags/flagInput';
import type { TFlagRow } from '../../flags/flagStore';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf, FeatureFlags } from '../../policies';

const soloTraits = (planId: string): TFlagTraits => ({
  planId,
  email: '',
  teamMode: false,
  teamMember: false,
  teamPlan: null,
  teamId: null,
  ltdEntitlement: '',
});

/** The plan-table default of a flag for solo users, grouped by value, most plans first. */
function defaultGroups(flag: TFlagDefinition): TAdminFlag['defaults'] {
  const groups = new Map<string, TAdminFlag['defaults'][number]>();
  for (const plan of PLAN_LIST) {
    const value = flag.defaultFor(soloTraits(plan.id));
    const key = JSON.stringify(value);
    const group = groups.get(key) ?? { value, plans: [] };
    group.plans.push(plan.id);
    groups.set(key, group);
  }
  return [...groups.values()].toSorted((a, b) => b.plans.length - a.plans.length);
}

function present(flag: TFlagDefinition, row: TFlagRow | undefined): TAdminFlag {
  return {
    id: flag.id,
    type: flag.type,
    summary: flag.summary,
    defaults: defaultGroups(flag),
    overrides: row?.overrides ?? [],
    updated_at: row ? row.updatedAt.toISOString() : null,
    updated_by: row?.updatedBy ?? null,
  };
}

/** A shared check's refusal (flagInput.ts) as a 400 with its message. */
function checked<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof FlagInputError) throw badRequest(error.message);
    throw error;
  }
}

function flagOf(id: string): TFlagDefinition {
  try {
    return knownFlag(id, 'See GET /api/admin/flags for the list.');
  } catch (error) {
    if (error instanceof FlagInputError) throw notFound(error.message);
    throw error;
  }
}

/**
 * The admin page's API (ADMIN_EMAILS only; 401 without a session, 403 for others):
 * GET /api/admin/flags lists the catalogue with defaults and overrides; PUT /api/admin/flags/:flag_id
 * replaces a flag's overrides, checked like the admin command; DELETE removes them. Writes go through
 * ctx.flags.store, so this server's flag cache is dropped at once.
 */
export function adminFlagRoutes(app: TApp, ctx: TContext) {
  const load = async (flag: TFlagDefinition) => present(flag, (await ctx.flags.store.rows()).find((row) => row.flagId === flag.id));

  app.get('/api/admin/flags', { schema: { response: { 200: ZAdminFlags } }, preHandler: requireSession }, async (request) => {
    authorize(authorizeSelf(request.sessionUser, undefined), 'read', FeatureFlags.of({ adminEmails: ctx.env.ADMIN_EMAILS }));
    const rows = new Map((await ctx.flags.store.rows()).map((row) => [row.flagId, row]));
    return { flags: FLAG_CATALOGUE.map((flag) => present(flag, rows.get(flag.id))) };
  });

  app.put(
    '/api/admin/flags/:flag_id',
    { schema: { params: ZAdminFlagParams, body: ZAdminFlagOverridesInput, response: { 200: ZAdminFlag } }, preHandler: requireSession },
    async (request) => {
      const admin = authorizeSelf(request.sessionUser, undefined);
      authorize(admin, 'update', FeatureFlags.of({ adminEmails: ctx.env.ADMIN_EMAILS }));
      const flag = flagOf(request.params.flag_id.trim());
      const overrides = checked(() =>
        request.body.overrides.map((input): TFlagOverride => ({ value: checkedValue(flag, input.value), ...checkedTargets(input) })),
      );
      // Email overrides first, then plan ones, then the one for everyone, each group in the order sent.
      let ordered: TFlagOverride[] = [];
      for (const override of overrides.toReversed()) {
        const next = withOverride(ordered, override);
        if (next.length === ordered.length) throw badRequest(`Two overrides of "${flag.id}" are for the same ${describeTargets(override)}.`);
        ordered = next;
      }
      await ctx.flags.store.replaceOverrides(flag.id, ordered, admin.email);
      return load(flag);
    },
  );

  app.delete(
    '/api/admin/flags/:flag_id',
    { schema: { params: ZAdminFlagParams, response: { 200: ZAdminFlag } }, preHandler: requireSession },
    async (request) => {
      const admin = authorizeSelf(request.sessionUser, undefined);
      authorize(admin, 'update', FeatureFlags.of({ adminEmails: ctx.env.ADMIN_EMAILS }));
      const flag = flagOf(request.params.flag_id.trim());
      await ctx.flags.store.unsetOverride(flag.id, admin.email);
      return load(flag);
    },
  );
}
