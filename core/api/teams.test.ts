import { describe, expect, it } from 'vitest';
import { teamJoinLink, ZAddTeamMemberInput } from './teams';

describe('team wire helpers', () => {
  it('builds the join link on the app address, whatever its trailing slash', () => {
    expect(teamJoinLink('https://app.example.com/', 'a1b2')).toBe('https://app.example.com/join?team_id=a1b2');
    expect(teamJoinLink('https://app.example.com', 'a&b')).toBe('https://app.example.com/join?team_id=a%26b');
  });

  it('compares invited addresses lower-case and explains a bad one', () => {
    expect(ZAddTeamMemberInput.parse({ team_id: 't', email: ' Bob@Example.COM ' }).email).toBe('bob@example.com');
    const bad = ZAddTeamMemberInput.safeParse({ team_id: 't', email: 'bob' });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe('That is not a valid email address.');
    const missing = ZAddTeamMemberInput.safeParse({ email: 'bob@example.com' });
    expect(missing.success ? null : missing.error.issues[0]?.message).toBe('team_id is required.');
  });
});
