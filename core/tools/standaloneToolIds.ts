/**
 * The standalone tools of spec §2, under /standalones/<id>: the ids alone, apart from the registry
 * (toolRegistry.ts), so the first load's route table (web/routing/featurePaths.ts) does not carry
 * every tool's definition once a page uses them.
 */
export const STANDALONE_TOOL_IDS = [
  'extender',
  'rephraser',
  'headlines',
  'intros',
  'blogideas',
  'synopsis',
  'factcheck',
  'faqs',
  'product',
  'marketingcopy',
  'metadescription',
  'eli5',
  'videodescription',
  'salesemail',
  'paragraphshredder',
  'keywordstotext',
  'bulletpointstotext',
  'instructprompt',
  'factgpt',
  'blogoutline',
  'longsummary',
  'localservices',
  'greview',
  'custom',
  'public',
  'talkingpoints',
  'editcopy',
] as const;
export type TStandaloneToolId = (typeof STANDALONE_TOOL_IDS)[number];
