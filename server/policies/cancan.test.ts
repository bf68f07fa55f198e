import { describe, expect, it } from 'vitest';
import type { TSessionUser } from '../auth/sessionUser';
import { forbidden, HttpError, notFound } from '../errors';
import { Blog } from './blog';
import { abilitiesOf, allow, Anyone, authorize, can, entity, User } from './cancan';
import { Project } from './project';
import { Team, teamModeOf } from './team';

const person = (id: string, teams: TSessionUser['teams'] = []): TSessionUser => ({ id, email: `${id}@example.com`, name: id, teams });
const refusalOf = (run: () => void) => {
  try {
    run();
    return 'allowed';
  } catch (error) {
    return error instanceof HttpError ? `${error.status} ${error.message}` : String(error);
  }
};

// A throwaway entity, so these tests register rules of their own.
const Note = entity<{ authorId: string; public: boolean }, 'read' | 'update' | 'archive'>('note', ['read', 'update', 'archive'], (action) =>
  action === 'archive' ? forbidden('Only authors archive notes.') : notFound('That note does not exist.'),
);
allow(User, ['read', 'update'], Note, (user, note) => note.authorId === user.id);
allow(User, 'archive', Note, (user, note) => note.authorId === user.id);
allow(Anyone, 'read', Note, (_user, note) => note.public);

describe('the authorization engine', () => {
  const ann = person('ann');
  const bob = person('bob');
  const note = Note.of({ authorId: 'ann', public: false });

  it('answers yes or no from the rules of the entity the value was marked with', () => {
    expect(can(ann, 'update', note)).toBe(true);
    expect(can(bob, 'update', note)).toBe(false);
    expect(can(bob, 'read', Note.of({ authorId: 'ann', public: true }))).toBe(true);
    expect(can(null, 'read', Note.of({ authorId: 'ann', public: true }))).toBe(true);
    expect(can(null, 'update', note)).toBe(false);
  });

  it('throws the entity’s refusal, 401 for a signed-out person unless a rule is for anyone', () => {
    expect(refusalOf(() => authorize(ann, 'archive', note))).toBe('allowed');
    expect(refusalOf(() => authorize(bob, 'read', note))).toBe('404 That note does not exist.');
    expect(refusalOf(() => authorize(bob, 'archive', note))).toBe('403 Only authors archive notes.');
    expect(refusalOf(() => authorize(null, 'update', note))).toBe('401 Please sign in to continue.');
    expect(refusalOf(() => authorize(null, 'read', note))).toBe('404 That note does not exist.');
  });

  it('lists abilities action by action', () => {
    expect(abilitiesOf(ann, note)).toEqual({ read: true, update: true, archive: true });
    expect(abilitiesOf(bob, note)).toEqual({ read: false, update: false, archive: false });
  });

  it('refuses a value no entity marked, and keeps the mark out of JSON', () => {
    expect(() => can(ann, 'read', { authorId: 'ann', public: false } as never)).toThrow(/no entity marked/);
    expect(JSON.parse(JSON.stringify(note))).toEqual({ authorId: 'ann', public: false });
    expect(Object.keys(note)).toEqual(['authorId', 'public']);
  });
});

describe('the rules', () => {
  const team = { id: 't1', adminId: 'admin' };
  const admin = person('admin', [team]);
  const member = person('member', [team]);
  const stranger = person('stranger');

  it('blog: the author and the members of the team it was made in; sharing is the author’s', () => {
    const doc = Blog.of({ id: 'b1', userId: 'member', teamId: 't1', shared: false });
    expect(abilitiesOf(member, doc)).toEqual({ read: true, update: true, delete: true, share: true });
    expect(abilitiesOf(admin, doc)).toEqual({ read: true, update: true, delete: true, share: false });
    expect(abilitiesOf(stranger, doc)).toEqual({ read: false, update: false, delete: false, share: false });
    expect(abilitiesOf(admin, Blog.of({ id: 'b2', userId: 'member', teamId: null, shared: false }))).toEqual({ read: false, update: false, delete: false, share: false });
  });

  it('project: a member uses the admin’s projects in that team’s mode only; the owner alone renames and deletes', () => {
    expect(abilitiesOf(member, Project.of({ id: 'p1', ownerId: 'admin', viaTeamId: 't1' }))).toEqual({ use: true, update: false, delete: false });
    expect(abilitiesOf(member, Project.of({ id: 'p1', ownerId: 'admin', viaTeamId: null }))).toEqual({ use: false, update: false, delete: false });
    expect(abilitiesOf(admin, Project.of({ id: 'p2', ownerId: 'member', viaTeamId: 't1' }))).toEqual({ use: false, update: false, delete: false });
    expect(abilitiesOf(admin, Project.of({ id: 'p1', ownerId: 'admin', viaTeamId: null }))).toEqual({ use: true, update: true, delete: true });
  });

  it('team: members read it, its admin updates it; team mode is checked against the session without a query', () => {
    expect(abilitiesOf(admin, Team.of(team))).toEqual({ read: true, update: true, transfer_admin: true, read_usage: true });
    expect(abilitiesOf(member, Team.of(team))).toEqual({ read: true, update: false, transfer_admin: false, read_usage: false });
    expect(refusalOf(() => authorize(member, 'transfer_admin', Team.of(team)))).toBe('403 Only the team admin can hand the admin role to another member.');
    expect(refusalOf(() => authorize(member, 'update', Team.of(team)))).toBe('403 Only the team admin can invite or remove members.');
    expect(refusalOf(() => authorize(stranger, 'update', Team.of(team)))).toBe('403 You are not a member of that team.');
    expect(teamModeOf(member, 't1')).toBe('t1');
    expect(teamModeOf(member, undefined)).toBeNull();
    expect(refusalOf(() => teamModeOf(stranger, 't1'))).toBe('403 You are not a member of that team.');
  });
});
