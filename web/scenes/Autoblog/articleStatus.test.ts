import { describe, expect, it } from 'vitest';
import { articleStepLabel, countsLine, runProgress } from './articleStatus';

describe('articleStepLabel', () => {
  it('shows the server’s step while an article works, and what a settled status means', () => {
    expect(articleStepLabel({ status: 'writing', step: 'Writing section 2 of 5' })).toBe('Writing section 2 of 5');
    expect(articleStepLabel({ status: 'researching', step: null })).toBe('Researching');
    expect(articleStepLabel({ status: 'queued', step: null })).toBe('Waiting for a free writer');
    expect(articleStepLabel({ status: 'done', step: 'Saved' })).toBe('Saved as a doc');
    expect(articleStepLabel({ status: 'failed', step: 'Writing section 2 of 3' })).toBe('Writing section 2 of 3');
  });
});

describe('runProgress', () => {
  it('averages the articles, counting done, failed and cancelled ones as complete', () => {
    expect(runProgress([])).toBe(0);
    expect(runProgress([{ status: 'done', progress: 100 }, { status: 'writing', progress: 50 }])).toBe(75);
    expect(runProgress([{ status: 'failed', progress: 40 }, { status: 'paused', progress: 20 }, { status: 'queued', progress: 0 }])).toBe(40);
  });
});

describe('countsLine', () => {
  it('names only the counts that are not zero', () => {
    expect(countsLine({ total: 2, active: 0, done: 2, failed: 0, paused: 0, cancelled: 0 })).toBe('2 of 2 done');
    expect(countsLine({ total: 5, active: 1, done: 2, failed: 1, paused: 1, cancelled: 0 })).toBe('2 of 5 done · 1 in progress · 1 failed · 1 paused');
  });
});
