import { describe, expect, it } from 'vitest';
import { formatCredits, toUser, type TUserDetailsRecord } from './users';

const record: TUserDetailsRecord = {
  unique_id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  plan_name: '5-day-trial-plan',
  plan_details: { plan_name: '5-day-trial-plan', display_name: '5-Day Free Trial', credit_limit: 200, run_limits: { autoblog_workflow: 3, content_optimization: 15 } },
  credit_limit: 200,
  credits_used: 12.345,
  additional_credits: 0,
  paid_user: false,
  active_user: true,
  expiry_date: '2026-11-27T00:00:00.000Z',
  created_date: '2026-11-22T00:00:00.000Z',
  subscription_status: 'trialing',
  payment_status: null,
  free_trial_offer_extended: false,
  team_id: 't1',
  team_plan_name: 'team_annual_april_2024',
  team_admin_id: 'admin',
  team_member: true,
  feature_runs: { autoblog_workflow: 3, content_optimization: 15 },
  team_feature_runs: null,
  user_addtional_runs: { autoblog_workflow: 1, content_optimization: 2 },
  fup_ratio: 0,
  team_fup_ratio: null,
  onboarding_data: { project_name: 'Blog' },
  onboarding: { chat: true },
  projects: [{ _id: 'p1', project_name: 'Blog' }],
  team_projects: [{ _id: 'p2', project_name: 'Team blog' }],
  last_seen_version: '3.8.2',
  automated_user: false,
  is_admin: true,
};

describe('toUser', () => {
  it('names fields as spec §3 does', () => {
    const user = toUser(record);
    expect(user).toMatchObject({
      uid: 'u1',
      displayName: 'Ada',
      userPlan: '5-day-trial-plan',
      teamPlan: 'team_annual_april_2024',
      additionalRuns: { autoblog_workflow: 1, content_optimization: 2 },
      currentDetails: { planName: '5-day-trial-plan', runLimits: { autoblog_workflow: 3, content_optimization: 15 } },
      projects: [{ id: 'p1', projectName: 'Blog' }],
      teamProjects: [{ id: 'p2', projectName: 'Team blog' }],
      isAdmin: true,
    });
  });
});

describe('formatCredits', () => {
  it('shows one decimal', () => {
    expect(formatCredits(12.345)).toBe('12.3');
    expect(formatCredits(0)).toBe('0.0');
    expect(formatCredits(99.96)).toBe('100.0');
  });
});
