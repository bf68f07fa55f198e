import { describe, expect, it } from 'vitest';
import type { TEvidencePassage } from '@core/api/factcheck';
import { citablePassage, claimTone, orderedPassages, summaryLine } from './verdicts';

const passage = (n: number, relevance: number, url: string | null = `https://example.com/${n}`): TEvidencePassage => ({
  n,
  source: 'web',
  asset_id: null,
  title: `Page ${n}`,
  url,
  location: null,
  text: 'text',
  start: 0,
  end: 4,
  fetched_at: '2026-11-26T10:00:00Z',
  relevance,
});
const gap = { kind: 'date' as const, claim: '1887', passage: 'March 1889', passage_n: 1 };

describe('claimTone', () => {
  it('follows a model verdict', () => {
    expect(claimTone({ verdict: 'supported', gaps: [], passages: [] })).toBe('supported');
    expect(claimTone({ verdict: 'contradicted', gaps: [], passages: [] })).toBe('contradicted');
    expect(claimTone({ verdict: 'not_enough_evidence', gaps: [], passages: [passage(1, 0.5)] })).toBe('no_evidence');
  });
  it('never reads an offline result as supported: a gap is to check, passages alone are just found', () => {
    expect(claimTone({ verdict: 'unverified', gaps: [gap], passages: [passage(1, 0.9)] })).toBe('to_check');
    expect(claimTone({ verdict: 'unverified', gaps: [], passages: [passage(1, 0.9)] })).toBe('unverified');
    expect(claimTone({ verdict: 'unverified', gaps: [], passages: [] })).toBe('no_evidence');
  });
  it('leaves waiting and unchecked claims pending', () => {
    expect(claimTone({ verdict: 'waiting', gaps: [], passages: [] })).toBe('pending');
    expect(claimTone({ verdict: 'unchecked', gaps: [], passages: [] })).toBe('pending');
  });
});

describe('summaryLine', () => {
  const summary = { claims: 4, supported: 1, contradicted: 1, without_evidence: 2, to_check: 0, unchecked: 0 };
  it('reads as the spec’s line', () => {
    expect(summaryLine(summary)).toBe('4 claims · 1 supported · 1 contradicted · 2 without evidence');
    expect(summaryLine({ ...summary, claims: 1 })).toMatch(/^1 claim ·/);
  });
  it('adds the claims to check and those not checked only when there are some', () => {
    expect(summaryLine({ ...summary, to_check: 2, unchecked: 3 })).toBe('4 claims · 1 supported · 1 contradicted · 2 without evidence · 2 to check · 3 not checked');
  });
});

describe('orderedPassages', () => {
  it('puts the cited passages first in citing order, then the others by relevance', () => {
    const passages = [passage(1, 0.2), passage(2, 0.9), passage(3, 0.5), passage(4, 0.1)];
    expect(orderedPassages({ cited: [4, 1], passages }).map((p) => [p.n, p.cited])).toEqual([
      [4, true],
      [1, true],
      [2, false],
      [3, false],
    ]);
  });
  it('cites the first passage with an address', () => {
    expect(citablePassage({ cited: [1], passages: [passage(1, 0.9, null), passage(2, 0.3)] })?.n).toBe(2);
    expect(citablePassage({ cited: [], passages: [passage(1, 0.9, null)] })).toBeNull();
  });
});
