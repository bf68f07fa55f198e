import { describe, expect, it } from 'vitest';
import { runsLabel, signInMethodLabel } from './profileLabels';

describe('profile labels', () => {
  it('name sign-in methods as people do', () => {
    expect(signInMethodLabel('credential')).toBe('Email and password');
    expect(signInMethodLabel('google')).toBe('Google');
    expect(signInMethodLabel('github')).toBe('Github');
  });
  it('count runs left against the limit', () => {
    expect(runsLabel({ left: 3, limit: 5 })).toBe('3 of 5 runs left');
  });
});
