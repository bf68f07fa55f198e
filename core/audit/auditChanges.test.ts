import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditChanges';

describe('auditChanges', () => {
  it('lists only the fields that differ, nested records per key, in order', () => {
    const before = { plan_name: 'a', credit_limit: '200.0', additional_runs: { autoblog_workflow: 0, content_optimization: 1 }, expiry_date: null };
    const after = { plan_name: 'b', credit_limit: '200.0', additional_runs: { autoblog_workflow: 3, content_optimization: 1 }, expiry_date: '2027-01-01T00:00:00.000Z' };
    expect(auditChanges(before, after)).toEqual([
      { field: 'plan_name', before: 'a', after: 'b' },
      { field: 'additional_runs.autoblog_workflow', before: '0', after: '3' },
      { field: 'expiry_date', before: '—', after: '2027-01-01T00:00:00.000Z' },
    ]);
  });

  it('compares lists (flag overrides) whole, and handles a missing side', () => {
    expect(auditChanges({ overrides: [] }, { overrides: [{ value: true }] })).toEqual([{ field: 'overrides', before: '[]', after: '[{"value":true}]' }]);
    expect(auditChanges(null, { a: 1 })).toEqual([{ field: 'a', before: '—', after: '1' }]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
