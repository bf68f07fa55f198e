// Who may do what: the engine (cancan.ts) and one file of rules per entity. Importing this module
// registers every rule; handlers call authorize(user, action, entity) on what they loaded.
export { abilitiesOf, authorize, can } from './cancan';
export { AccountLimits, AdminRecords, FeatureFlags, isAdminEmail } from './admin';
export { Asset } from './asset';
export { Blog, SharedBlog } from './blog';
export { BrandVoice } from './brandVoice';
export { Chat } from './chat';
export { Project } from './project';
export { PromptTemplate } from './promptTemplate';
export { FactCheck } from './factCheck';
export { SeoBrief } from './seoBrief';
export { Team, teamModeOf } from './team';
export { Account, authorizeSelf } from './user';
export { AutoblogRun } from './autoblog';
export { Workflow } from './workflow';
export { PlannerIdea } from './plannerIdea';
