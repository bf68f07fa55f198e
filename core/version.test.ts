import { describe, expect, it } from 'vitest';
import { compareVersions, shouldShowWhatsNew } from './version';

describe('compareVersions', () => {
  it.each([
    ['3.8.2', '3.6.65', 1],
    ['3.10.0', '3.9.9', 1],
    ['3.6.65', '3.8.2', -1],
    ['3.8', '3.8.0', 0],
    ['3.8.2', '3.8.2', 0],
    ['4', '3.99.99', 1],
  ])('%s vs %s is %i (numeric per segment, not text)', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe('shouldShowWhatsNew', () => {
  it('shows when the app is newer than the last seen version', () => {
    expect(shouldShowWhatsNew({ appVersion: '3.8.2', lastSeenVersion: '3.6.65', automatedUser: false })).toBe(true);
    expect(shouldShowWhatsNew({ appVersion: '3.8.2', lastSeenVersion: null, automatedUser: false })).toBe(true);
  });
  it('stays closed once seen, and never shows to automated users', () => {
    expect(shouldShowWhatsNew({ appVersion: '3.8.2', lastSeenVersion: '3.8.2', automatedUser: false })).toBe(false);
    expect(shouldShowWhatsNew({ appVersion: '3.8.2', lastSeenVersion: '3.10.0', automatedUser: false })).toBe(false);
    expect(shouldShowWhatsNew({ appVersion: '3.8.2', lastSeenVersion: '3.6.65', automatedUser: true })).toBe(false);
  });
});
