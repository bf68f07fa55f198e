import type { TWorkflowRow } from '../db/schema/workflows';
import { notFound } from '../errors';
import { allow, entity, User } from './cancan';

/** A workflow as its rules need it: who made it. */
export type TWorkflowSubject = Pick<TWorkflowRow, 'id' | 'userId'>;

/**
 * Step-by-step workflows are their author's working state (the doc they write is the project's, and
 * the team's in team mode): anyone else's answers 404, like a missing one, so ids cannot be probed.
 */
export const Workflow = entity<TWorkflowSubject, 'read' | 'update'>('workflow', ['read', 'update'], () => notFound('That workflow does not exist.'));

allow(User, ['read', 'update'], Workflow, (user, workflow) => workflow.userId === user.id);
