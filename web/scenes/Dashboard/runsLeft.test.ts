import { describe, expect, it } from 'vitest';
import type { TUser } from '@core/api/users';
import { runsLines } from './runsLeft';

const user = {
  currentDetails: { planName: 'p', displayName: 'P', creditLimit: 200, runLimits: { autoblog_workflow: 3, content_optimization: 15 } },
  featureRuns: { autoblog_workflow: 1, content_optimization: 15 },
  additionalRuns: { autoblog_workflow: 2, content_optimization: 0 },
  teamFeatureRuns: { autoblog_workflow: 40, content_optimization: 7 },
} as unknown as TUser;

describe('runsLines', () => {
  it('adds purchased runs to the plan’s', () => {
    expect(runsLines(user, false)).toEqual([
      { feature: 'autoblog_workflow', label: 'Articles', left: 3, limit: 5 },
      { feature: 'content_optimization', label: 'Optimisations', left: 15, limit: 15 },
    ]);
  });
  it('shows the team’s runs in team mode', () => {
    expect(runsLines(user, true).map((line) => line.left)).toEqual([40, 7]);
  });
  it('shows nothing without a plan', () => {
    expect(runsLines({ ...user, currentDetails: null }, false)).toEqual([]);
  });
});
