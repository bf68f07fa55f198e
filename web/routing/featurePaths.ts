/**
 * The paths of the pages a later issue builds, without their text, so the route table in the first
 * load stays small; pageTable.ts holds what each page says and loads with the page.
 */
export const MAIN_FEATURE_PATHS = [
  '/blogs',
  '/m/blogs/editor',
  '/workflows/files',
  '/workflows/research',
  '/workflows/headline',
  '/workflows/outline',
  '/workflows/write',
  '/optimizer/seo',
  '/optimizer/factcheck',
  '/optimizer/interlinking',
  '/optimizer/humanize',
  '/optimizer/plagiarism',
  '/account/profile',
  '/account/analytics',
  '/content-planner/topic',
  '/integrations',
  '/pricing',
  '/repurpose',
  '/factgpt',
  '/brandvoice',
  '/assets',
  '/templates',
  '/search-console',
  '/join',
] as const;
export type TMainFeaturePath = (typeof MAIN_FEATURE_PATHS)[number];

/** The legacy standalone tools under /standalones/<id> (spec §2): the registry's ids, without its definitions (core/tools/standaloneToolIds.ts). */
import { STANDALONE_TOOL_IDS, type TStandaloneToolId } from '@core/tools/standaloneToolIds';
export { STANDALONE_TOOL_IDS, type TStandaloneToolId };

/** The publishing integrations of spec §3, one view each under /integrations/<id>. */
export const INTEGRATION_VIEW_IDS = [
  'wordpress',
  'ghost',
  'medium',
  'hubspot',
  'webflow',
  'googledocs',
  'googledrive',
  'googlesearchconsole',
  'custom',
] as const;
export type TIntegrationViewId = (typeof INTEGRATION_VIEW_IDS)[number];

export const FEATURE_PATHS: string[] = [
  ...MAIN_FEATURE_PATHS,
  ...STANDALONE_TOOL_IDS.map((id) => `/standalones/${id}`),
  ...INTEGRATION_VIEW_IDS.map((id) => `/integrations/${id}`),
];
