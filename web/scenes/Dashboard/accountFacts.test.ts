import { describe, expect, it } from 'vitest';
import { toUser, type TUserDetailsRecord } from '@core/api/users';
import { accountFacts } from './accountFacts';

const record: TUserDetailsRecord = {
  unique_id: 'u1',
  name: 'Ada',
  email: 'ada@example.org',
  plan_name: '5-day-trial-plan',
  plan_details: {
    plan_name: '5-day-trial-plan',
    display_name: '5-Day Free Trial',
    credit_limit: 200,
    run_limits: { autoblog_workflow: 3, content_optimization: 15 },
  },
  credit_limit: 200,
  credits_used: 12.345,
  additional_credits: 0,
  paid_user: false,
  active_user: true,
  expiry_date: '2026-11-27T12:00:00.000Z',
  created_date: '2026-11-22T12:00:00.000Z',
  subscription_status: null,
  payment_status: null,
  free_trial_offer_extended: false,
  team_id: null,
  team_plan_name: null,
  team_admin_id: null,
  team_member: false,
  feature_runs: { autoblog_workflow: 3, content_optimization: 15 },
  team_feature_runs: null,
  user_addtional_runs: { autoblog_workflow: 0, content_optimization: 0 },
  fup_ratio: 0,
  team_fup_ratio: null,
  onboarding_data: null,
  onboarding: {},
  projects: [{ _id: 'p1', project_name: 'Blog' }],
  team_projects: [],
  last_seen_version: null,
  automated_user: false,
  is_admin: false,
};

describe('accountFacts', () => {
  it('summarises a camel-cased trial user to one decimal', () => {
    const user = toUser(record);
    expect(user.displayName).toBe('Ada');
    expect(user.projects).toEqual([{ id: 'p1', projectName: 'Blog' }]);
    const facts = accountFacts(user, 'Blog');
    expect(facts.map((fact) => fact.label)).toEqual(['Plan', 'Credits used', 'Trial ends', 'Active project']);
    expect(facts[0]?.value).toBe('5-Day Free Trial');
    expect(facts[1]?.value).toBe('12.3 / 200.0');
    expect(facts[2]?.value).toMatch(/2026/);
    expect(facts[3]?.value).toBe('Blog');
  });

  it('names paid renewals and extra credits', () => {
    const user = toUser({ ...record, plan_name: 'pro_monthly_usd_49', plan_details: null, additional_credits: 50, expiry_date: null });
    const facts = accountFacts(user, null);
    expect(facts[0]?.value).toBe('pro_monthly_usd_49');
    expect(facts[1]?.hint).toBe('Plus 50.0 additional credits');
    expect(facts[2]).toEqual({ label: 'Plan renews', value: 'No end date' });
    expect(facts[3]?.value).toBe('No project yet');
  });
});
