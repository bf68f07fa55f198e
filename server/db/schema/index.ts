/** Every table of the database; drizzle-kit generates migrations from this list. */
export { users } from './users';
export { sessions } from './authSessions';
export { accounts } from './authAccounts';
export { verifications } from './authVerifications';
export { teams } from './teams';
export { teamMembers } from './teamMembers';
export { projects } from './projects';
export { onboardingData } from './onboardingData';
export { usageEvents } from './usageEvents';
export { fairUsage, fairUsageEvents } from './fairUsage';
export { publicRuns } from './publicRuns';
export { userKeys } from './userKeys';
export { featureFlags } from './featureFlags';
export { assets, assetChunks } from './assets';
export { chats } from './chats';
export { billingEvents, billingAccounts } from './billing';
export { reviewOfferClaims } from './reviewOffers';
export { blogs } from './blogs';
