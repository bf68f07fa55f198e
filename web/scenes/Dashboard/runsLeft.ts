import type { TUser } from '@core/api/users';
import { useTeamMode } from '@web/state/teamMode';

export type TRunsLine = { feature: 'autoblog_workflow' | 'content_optimization'; label: string; left: number; limit: number };

const LABELS = { autoblog_workflow: 'Articles', content_optimization: 'Optimisations' } as const;

/**
 * The runs each feature has left (spec §3 featureRuns / teamFeatureRuns + additionalRuns): in team
 * mode the team's runs against the team plan, else the user's plan runs plus purchased ones.
 */
export function runsLines(user: TUser, teamMode: boolean): TRunsLine[] {
  const limits = user.currentDetails?.runLimits;
  if (!limits) return [];
  return (['autoblog_workflow', 'content_optimization'] as const).map((feature) => {
    if (teamMode && user.teamFeatureRuns) {
      const left = user.teamFeatureRuns[feature];
      return { feature, label: LABELS[feature], left, limit: Math.max(left, limits[feature]) };
    }
    const extra = user.additionalRuns[feature];
    const left = Math.max(0, user.featureRuns[feature]) + Math.max(0, extra);
    return { feature, label: LABELS[feature], left, limit: limits[feature] + Math.max(0, extra) };
  });
}

export function useRunsLines(user: TUser): TRunsLine[] {
  return runsLines(user, useTeamMode(user));
}
