import { describe, expect, it } from 'vitest';
import type { TDeliveriesResponse } from '@core/api/integrations';
import { integrationsUid } from '@web/state/integrationsOwner';
import { finishedDeliveries, isDeliveryActive } from './integrations';

const delivery = (id: string, state: string) => ({ id, state, target: 'ghost' }) as never;
const log = (...deliveries: never[]): TDeliveriesResponse => ({ deliveries, publications: [] });

describe('deliveries', () => {
  it('are polled while queued, running or retrying', () => {
    expect(['queued', 'running', 'retrying'].map((state) => isDeliveryActive({ state } as never))).toEqual([true, true, true]);
    expect(['awaiting_approval', 'done', 'failed', 'rejected'].some((state) => isDeliveryActive({ state } as never))).toBe(false);
  });

  it('are told once, as they land or fail', () => {
    const before = log(delivery('a', 'running'), delivery('b', 'queued'), delivery('c', 'done'));
    const after = log(delivery('a', 'done'), delivery('b', 'failed'), delivery('c', 'done'));
    expect(finishedDeliveries(before, after).map((item) => (item as { id: string }).id)).toEqual(['a', 'b']);
    expect(finishedDeliveries(undefined, after)).toEqual([]);
    expect(finishedDeliveries(after, after)).toEqual([]);
  });
});

describe('integrationsUid', () => {
  it('is the team admin’s in team mode, the person’s own otherwise', () => {
    expect(integrationsUid({ uid: 'me', teamAdminId: 'admin' }, true)).toBe('admin');
    expect(integrationsUid({ uid: 'me', teamAdminId: 'admin' }, false)).toBe('me');
    expect(integrationsUid({ uid: 'me', teamAdminId: null }, true)).toBe('me');
  });
});
