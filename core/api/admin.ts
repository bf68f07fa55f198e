import { z } from 'zod';
import { isWholeTenths } from '../credits/creditTenths';
import { ACCOUNT_LIMIT_BOUNDS, ZAccountLimits } from './accountLimits';

/** Bounds of the admin page's calls: page sizes, search text, and what one grant may add (as `npm run admin` allows). */
export const ADMIN_BOUNDS = { maxPageSize: 100, defaultPageSize: 20, maxSearch: 200, maxGrant: 1_000_000, maxPage: 100_000 } as const;

/** The features runs can be bought and granted for (spec §3 additionalRuns). */
export const RUN_FEATURES = ['autoblog_workflow', 'content_optimization'] as const;
export type TRunFeature = (typeof RUN_FEATURES)[number];

const ZPage = z.coerce
  .number({ error: 'page must be a number.' })
  .int('page is a whole number.')
  .min(1, 'page is at least 1.')
  .max(ADMIN_BOUNDS.maxPage, `page is at most ${ADMIN_BOUNDS.maxPage}.`)
  .default(1);
const ZPageSize = z.coerce
  .number({ error: 'page_size must be a number.' })
  .int('page_size is a whole number.')
  .min(1, 'page_size is at least 1.')
  .max(ADMIN_BOUNDS.maxPageSize, `page_size is at most ${ADMIN_BOUNDS.maxPageSize}.`)
  .default(ADMIN_BOUNDS.defaultPageSize);
const ZSearch = z.string().trim().max(ADMIN_BOUNDS.maxSearch, `The search is at most ${ADMIN_BOUNDS.maxSearch} characters.`).optional();

/** A page of a list: which page, its size, and how many items there are in all. */
const ZPaging = z.object({ page: z.number(), page_size: z.number(), total: z.number() });

/** GET /api/admin/users: accounts whose email or name contains `search` (any case), newest first. */
export const ZAdminUsersQuery = z.object({ search: ZSearch, page: ZPage, page_size: ZPageSize });
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuery>;

/** One account as the admin page lists it: credits as exact decimal text, runs left and purchased per feature. */
export const ZAdminUser = ZAccountLimits.extend({
  unique_id: z.string(),
  email: z.string(),
  name: z.string(),
  created_date: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUsersResponse = ZPaging.extend({ users: z.array(ZAdminUser) });
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

/** GET /api/admin/plans: the plans an administrator may put an account on (PUT /api/update/user's plan_name). */
export const ZAssignablePlansResponse = z.object({ plans: z.array(z.object({ id: z.string(), name: z.string() })) });
export type TAssignablePlansResponse = z.infer<typeof ZAssignablePlansResponse>;

/** The account an action is for. */
export const ZAdminUserParams = z.object({ unique_id: z.string().trim().min(1, 'unique_id is required.').max(200) });

/** POST /api/admin/users/:unique_id/credits: adds purchased credits (additional credits), in tenths. */
export const ZAdminAddCreditsInput = z.object({
  amount: z
    .number({ error: 'amount must be a number of credits.' })
    .gt(0, 'amount must be above 0.')
    .max(ADMIN_BOUNDS.maxGrant, `amount is at most ${ADMIN_BOUNDS.maxGrant.toLocaleString('en-US')}.`)
    .refine(isWholeTenths, 'amount has at most one decimal (credits are counted in tenths).'),
});
export type TAdminAddCreditsInput = z.infer<typeof ZAdminAddCreditsInput>;

/** POST /api/admin/users/:unique_id/runs: adds purchased runs of one feature. */
export const ZAdminAddRunsInput = z.object({
  feature: z.enum(RUN_FEATURES, { error: `feature is one of: ${RUN_FEATURES.join(', ')}.` }),
  count: z
    .number({ error: 'count must be a whole number of runs.' })
    .int('count is a whole number of runs.')
    .min(1, 'count is at least 1.')
    .max(ADMIN_BOUNDS.maxGrant, `count is at most ${ADMIN_BOUNDS.maxGrant.toLocaleString('en-US')}.`),
});
export type TAdminAddRunsInput = z.infer<typeof ZAdminAddRunsInput>;

/** POST /api/admin/users/:unique_id/expiry: moves the expiry N days later (from today when it has passed). */
export const ZAdminExtendExpiryInput = z.object({
  days: z
    .number({ error: 'days must be a whole number of days.' })
    .int('days is a whole number.')
    .min(1, 'days is at least 1.')
    .max(ACCOUNT_LIMIT_BOUNDS.maxExpiryDays, `days is at most ${ACCOUNT_LIMIT_BOUNDS.maxExpiryDays.toLocaleString('en-US')} (ten years).`),
});
export type TAdminExtendExpiryInput = z.infer<typeof ZAdminExtendExpiryInput>;

/** GET /api/admin/audit: entries newest first; `subject` keeps those whose account email (or flag id) contains it. */
export const ZAdminAuditQuery = z.object({ subject: ZSearch, page: ZPage, page_size: ZPageSize });
export type TAdminAuditQuery = z.input<typeof ZAdminAuditQuery>;

/** One audit entry: who (`actor`: an administrator's email, `cli`, `billing`), when, what, on what, before and after. */
export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  subject: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAdminAuditResponse = ZPaging.extend({ entries: z.array(ZAuditEntry) });
export type TAdminAuditResponse = z.infer<typeof ZAdminAuditResponse>;
