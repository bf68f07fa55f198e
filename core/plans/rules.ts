/**
 * The first plan rules, kept at this path for the code that imports them from here. New code can
 * import from '@core/plans' (index.ts), which lists every rule.
 */
export { canAccessAnalytics } from './analyticsAccess';
export { isFreePlan } from './freePlans';
export { defaultTeamMode, planLacksTeamMode } from './teamMode';
