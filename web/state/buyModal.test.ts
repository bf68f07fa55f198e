import { describe, expect, it } from 'vitest';
import { closeBuyModal, getBuyModal, openBuyModal } from './buyModal';

describe('buy modal store', () => {
  it('opens with 429 by default, carries the code it is given, and closes', () => {
    openBuyModal('No credits left');
    expect(getBuyModal()).toEqual({ code: 429, message: 'No credits left' });
    openBuyModal('Plan expired', 430);
    expect(getBuyModal()).toEqual({ code: 430, message: 'Plan expired' });
    closeBuyModal();
    expect(getBuyModal()).toBeNull();
  });
});
