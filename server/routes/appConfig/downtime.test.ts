import { describe, expect, it } from 'vitest';
import { remainingDowntime } from './downtime';

const now = new Date('2030-01-01T12:00:00.000Z');
const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1_000);
const epoch = (date: Date) => date.getTime() / 1_000;

describe('remainingDowntime', () => {
  it('is none without either source, or with 0, null or a past end', () => {
    expect(remainingDowntime({ envUntil: null, flagValue: 0, now })).toEqual({ secondsLeft: 0, until: null });
    expect(remainingDowntime({ envUntil: null, flagValue: null, now })).toEqual({ secondsLeft: 0, until: null });
    expect(remainingDowntime({ envUntil: inSeconds(-1), flagValue: epoch(inSeconds(-60)), now })).toEqual({ secondsLeft: 0, until: null });
  });

  it('takes either source alone', () => {
    expect(remainingDowntime({ envUntil: inSeconds(90), flagValue: 0, now })).toEqual({ secondsLeft: 90, until: inSeconds(90) });
    expect(remainingDowntime({ envUntil: null, flagValue: epoch(inSeconds(600)), now })).toEqual({ secondsLeft: 600, until: inSeconds(600) });
  });

  it('lets the later end win, whichever source gives it', () => {
    expect(remainingDowntime({ envUntil: inSeconds(90), flagValue: epoch(inSeconds(600)), now }).secondsLeft).toBe(600);
    expect(remainingDowntime({ envUntil: inSeconds(900), flagValue: epoch(inSeconds(600)), now }).secondsLeft).toBe(900);
    expect(remainingDowntime({ envUntil: inSeconds(-5), flagValue: epoch(inSeconds(30)), now }).secondsLeft).toBe(30);
  });

  it('rounds part of a second up, so the page never shows 0 while still down', () => {
    expect(remainingDowntime({ envUntil: new Date(now.getTime() + 1_500), flagValue: 0, now }).secondsLeft).toBe(2);
  });
});
