import { describe, expect, it } from 'vitest';
import { pathAfterTeamModeChange, resolveTeamMode, teamModeUnavailableReason } from './teamMode';

const solo = { uid: 'u1', userPlan: 'pro_monthly_usd_49', teamId: null, teamAdminId: null };
const member = { uid: 'u1', userPlan: 'team_annual_april_2024', teamId: 't1', teamAdminId: 'admin' };
const admin = { ...member, teamAdminId: 'u1' };

describe('resolveTeamMode', () => {
  it('is off without a team, whatever was stored', () => {
    expect(resolveTeamMode('on', solo)).toBe(false);
  });

  it('defaults on for members and off for the admin', () => {
    expect(resolveTeamMode(null, member)).toBe(true);
    expect(resolveTeamMode(null, admin)).toBe(false);
  });

  it('defaults on for trial and forever-free users in a team', () => {
    expect(resolveTeamMode(null, { ...admin, userPlan: '5-day-trial-plan' })).toBe(true);
    expect(resolveTeamMode(null, { ...admin, userPlan: 'forever_free_daily' })).toBe(true);
  });

  it('follows the stored choice', () => {
    expect(resolveTeamMode('off', member)).toBe(false);
    expect(resolveTeamMode('on', admin)).toBe(true);
  });
});

describe('teamModeUnavailableReason', () => {
  it('disables the toggle without a team or on a trial plan', () => {
    expect(teamModeUnavailableReason(solo)).toMatch(/not part of a team/);
    expect(teamModeUnavailableReason({ ...member, userPlan: '5-day-trial-plan' })).toMatch(/Trial/);
    expect(teamModeUnavailableReason(member)).toBeNull();
  });
});

describe('pathAfterTeamModeChange', () => {
  it('goes to /blogs when team mode is left on a fact-check page (spec §2)', () => {
    expect(pathAfterTeamModeChange('/optimizer/factcheck', false)).toBe('/blogs');
    expect(pathAfterTeamModeChange('/standalones/factcheck', false)).toBe('/blogs');
    expect(pathAfterTeamModeChange('/Optimizer/FactCheck/', false)).toBe('/blogs');
  });

  it('reloads in place otherwise: turning team mode on, or on any other page', () => {
    expect(pathAfterTeamModeChange('/optimizer/factcheck', true)).toBeNull();
    expect(pathAfterTeamModeChange('/optimizer/factcheckers', false)).toBeNull();
    expect(pathAfterTeamModeChange('/blogs', false)).toBeNull();
  });
});
