/** The plan rules engine (spec §4, §5, §6, §9): the table and every rule, one file each. */
export * from './planTypes';
export * from './planTable';
export { resolvePlan } from './resolvePlan';
export { isFreePlan, isPaidPlan } from './freePlans';
export { defaultTeamMode, effectivePlanId, isTeamMember, planLacksTeamMode, teamModeOnFirstLoad } from './teamMode';
export * from './access';
export { canOpenPath, planPageForPath } from './pagePaths';
export { canSelectMore, selectionLimitsFor } from './selectionLimits';
export { brandVoiceLimitFor, canAddBrandVoice } from './brandVoiceLimit';
export { integrationsForPlan, planIncludesIntegration } from './integrations';
export { planSupportsPlagiarism, plagiarismRunsFor } from './plagiarismRuns';
export { canCopyOrDownload } from './copyRule';
export { canAccessAnalytics, isByokPlan, isLifetimePlan } from './analyticsAccess';
export { teamMemberFeatureSet } from './teamFeatureSets';
export { pricingViewFor, pricingViewHasAddons } from './pricingView';
export { isAutomatedUser } from './automatedUsers';
export { defaultModelFor, type TModelUse } from './defaultModels';
export { flagTraitsFor, type TFlagCheck, type TFlagCheckField, type TFlagCheckInput, type TFlagTraits } from './flagTraits';
