import { describe, expect, it } from 'vitest';
import { operationTag } from './operationTag';

describe('operationTag', () => {
  it('groups spec §7 calls by the resource after their verb', () => {
    expect(operationTag('/api/fetch/user/details')).toBe('user');
    expect(operationTag('/api/update/team/admin')).toBe('team');
    expect(operationTag('/api/insert/feedback')).toBe('feedback');
  });

  it('groups the product’s own calls by their first segment, without parameters or extensions', () => {
    expect(operationTag('/api/integrations/:target/publish')).toBe('integrations');
    expect(operationTag('/api/admin/users/:unique_id/credits')).toBe('admin');
    expect(operationTag('/api/analytics.csv')).toBe('analytics');
    expect(operationTag('/api/auth/*')).toBe('auth');
  });
});
