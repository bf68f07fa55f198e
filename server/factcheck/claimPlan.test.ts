import { describe, expect, it } from 'vitest';
import { FACTCHECK_MAX_CLAIMS } from '@core/api/factcheck';
import { planClaims, summaryOf } from './claimPlan';

const TEXT = 'The bridge opened in 1932. It carries 160,000 vehicles a day. ***The toll was $5 in 1932. The deck is 49 metres wide.';

describe('planClaims', () => {
  it('lists the detected claims to look up, never a sentence starting with three asterisks', () => {
    const { claims } = planClaims(TEXT, { language: 'en', selection: null, previous: [] });
    expect(claims.map((claim) => claim.text)).toEqual(['The bridge opened in 1932.', 'It carries 160,000 vehicles a day.', 'The deck is 49 metres wide.']);
    expect(claims.every((claim) => claim.verdict === 'waiting' && !claim.reused && claim.statement === claim.text)).toBe(true);
  });

  it('keeps only claims inside a selection', () => {
    const start = TEXT.indexOf('It carries');
    const { claims } = planClaims(TEXT, { language: 'en', selection: { start, end: start + 5 }, previous: [] });
    expect(claims.map((claim) => claim.text)).toEqual(['It carries 160,000 vehicles a day.']);
  });

  it("reuses an earlier check's settled result at the claim's new place, but not a claim left waiting", () => {
    const first = planClaims(TEXT, { language: 'en', selection: null, previous: [] }).claims;
    const settled = [{ ...first[0]!, verdict: 'supported' as const, cited: [1], modelWords: 'paid once' }, first[1]!];
    const edited = `Intro. ${TEXT}`;
    const { claims } = planClaims(edited, { language: 'en', selection: null, previous: settled });
    expect(claims[0]).toMatchObject({ verdict: 'supported', reused: true, start: 7, modelWords: '' });
    expect(claims[1]).toMatchObject({ verdict: 'waiting', reused: false });
  });

  it(`looks up at most ${FACTCHECK_MAX_CLAIMS} claims and lists the rest as unchecked`, () => {
    const many = Array.from({ length: FACTCHECK_MAX_CLAIMS + 5 }, (_, i) => `Bridge ${i + 1} opened in ${1900 + i}.`).join(' ');
    const { claims, truncated } = planClaims(many, { language: 'en', selection: null, previous: [] });
    expect(claims.filter((claim) => claim.verdict === 'waiting')).toHaveLength(FACTCHECK_MAX_CLAIMS);
    expect(claims.filter((claim) => claim.verdict === 'unchecked')).toHaveLength(5);
    expect(truncated).toBe(true);
    expect(summaryOf(claims)).toMatchObject({ claims: FACTCHECK_MAX_CLAIMS + 5, unchecked: 5, supported: 0 });
  });
});
