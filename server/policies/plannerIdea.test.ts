import { describe, expect, it } from 'vitest';
import type { TSessionUser } from '../auth/sessionUser';
import { HttpError } from '../errors';
import { abilitiesOf, authorize } from './cancan';
import { PlannerIdea, type TPlannerIdeaSubject } from './plannerIdea';

const person = (id: string, teams: TSessionUser['teams'] = []): TSessionUser => ({ id, email: `${id}@example.com`, name: id, teams });
const TEAM = { id: 'team-1', adminId: 'admin' };
const admin = person('admin', [TEAM]);
const author = person('author', [TEAM]);
const member = person('member', [TEAM]);
const stranger = person('stranger');

const personal = PlannerIdea.of<TPlannerIdeaSubject>({ id: 'i1', userId: 'author', teamId: null });
const teamIdea = PlannerIdea.of<TPlannerIdeaSubject>({ id: 'i2', userId: 'author', teamId: 'team-1' });

const refusal = (user: TSessionUser, action: 'read' | 'delete', idea: typeof personal) => {
  try {
    authorize(user, action, idea);
    return null;
  } catch (error) {
    return error instanceof HttpError ? [error.status, error.message] : error;
  }
};

describe('planner idea rules', () => {
  it('a personal idea is its planner’s alone', () => {
    expect(abilitiesOf(author, personal)).toEqual({ read: true, edit: true, assign: true, open: true, delete: true });
    expect(abilitiesOf(member, personal)).toEqual({ read: false, edit: false, assign: false, open: false, delete: false });
    expect(refusal(member, 'read', personal)).toEqual([404, 'That idea does not exist.']);
  });

  it('a team idea is every member’s to work; deleting is for who planned it or the team admin', () => {
    expect(abilitiesOf(member, teamIdea)).toEqual({ read: true, edit: true, assign: true, open: true, delete: false });
    expect(abilitiesOf(author, teamIdea).delete).toBe(true);
    expect(abilitiesOf(admin, teamIdea).delete).toBe(true);
    expect(refusal(member, 'delete', teamIdea)).toEqual([403, 'Only who planned an idea, or the team admin, can delete it.']);
  });

  it('someone outside the team gets 404, as for a missing idea', () => {
    expect(abilitiesOf(stranger, teamIdea)).toEqual({ read: false, edit: false, assign: false, open: false, delete: false });
    expect(refusal(stranger, 'delete', teamIdea)).toEqual([404, 'That idea does not exist.']);
    // Its planner, after leaving the team, no longer reaches it.
    expect(abilitiesOf(person('author'), teamIdea).read).toBe(false);
  });
});
