import { describe, expect, it } from 'vitest';
import { activeProjectKey, pickActiveProject, reachableProjects } from './activeProject';

const projects = [
  { id: 'p1', projectName: 'First' },
  { id: 'p2', projectName: 'Second' },
];

describe('pickActiveProject', () => {
  it('uses the remembered project', () => {
    expect(pickActiveProject(projects, 'p2')?.projectName).toBe('Second');
  });

  it('defaults to the first project when nothing or a deleted project is remembered', () => {
    expect(pickActiveProject(projects, null)?.id).toBe('p1');
    expect(pickActiveProject(projects, 'gone')?.id).toBe('p1');
  });

  it('is null for a user without projects', () => {
    expect(pickActiveProject([], 'p1')).toBeNull();
  });
});

describe('activeProjectKey', () => {
  it('keeps one choice per user', () => {
    expect(activeProjectKey('u1')).not.toBe(activeProjectKey('u2'));
  });
});

describe('reachableProjects', () => {
  const user = { projects, teamProjects: [{ id: 't1', projectName: 'Team site' }] };

  it('adds the team’s projects after the user’s own in team mode only', () => {
    expect(reachableProjects(user, true).map((project) => project.id)).toEqual(['p1', 'p2', 't1']);
    expect(reachableProjects(user, false).map((project) => project.id)).toEqual(['p1', 'p2']);
  });

  it('leaves team mode on a team project for the user’s first own one', () => {
    expect(pickActiveProject(reachableProjects(user, false), 't1')?.id).toBe('p1');
  });
});
