import { z } from 'zod';
import { ZProjectName } from './fieldLimits';
import { ZProjectPolicies } from './policies';

/** A project as the wire carries it (spec §3: _id, project_name). */
export const ZProjectRecord = z.object({ _id: z.string(), project_name: z.string() });
export type TProjectRecord = z.infer<typeof ZProjectRecord>;
/** A project as the project calls answer it: with what the signed-in person may do with it. */
export const ZProjectWithPolicies = ZProjectRecord.extend({ policies: ZProjectPolicies });
export type TProjectWithPolicies = z.infer<typeof ZProjectWithPolicies>;

export const ZUniqueIdQuery = z.object({ unique_id: z.string().min(1, 'unique_id is required.') });

export const ZAddProjectInput = z.object({ unique_id: z.string().min(1), project_name: ZProjectName });
export const ZRenameProjectInput = z.object({
  unique_id: z.string().min(1),
  project_id: z.string().min(1, 'project_id is required.'),
  project_name: ZProjectName,
});
export const ZDeleteProjectInput = z.object({
  unique_id: z.string().min(1),
  project_id: z.string().min(1, 'project_id is required.'),
});
export const ZProjectResponse = z.object({ project: ZProjectWithPolicies, projects: z.array(ZProjectWithPolicies) });
export const ZProjectsResponse = z.object({ projects: z.array(ZProjectWithPolicies) });
