import { describe, expect, it } from 'vitest';
import {
  DEAL_TYPES,
  DEFAULT_DEAL,
  dealFromParam,
  dealFromSegment,
  dealLabel,
  dealParam,
  dealSegment,
  otherDeal,
} from '@/lib/deal';

describe('the deal vocabulary', () => {
  it('lists For Sale then To Let, and defaults to the second (SPEC §4, §9)', () => {
    expect(DEAL_TYPES.map(dealLabel)).toEqual(['For Sale', 'To Let']);
    expect(DEFAULT_DEAL).toBe('toLet');
  });

  it('reads back every spelling it writes', () => {
    for (const deal of DEAL_TYPES) {
      expect(dealFromParam(dealParam(deal))).toBe(deal);
      expect(dealFromSegment(dealSegment(deal))).toBe(deal);
    }
    expect([dealParam('toLet'), dealSegment('toLet')]).toEqual(['ToLet', 'to-let']);
    expect([dealParam('forSale'), dealSegment('forSale')]).toEqual(['ForSale', 'for-sale']);
  });

  it('knows no other spelling', () => {
    expect(dealFromParam('toLet')).toBeNull();
    expect(dealFromParam('forsale')).toBeNull();
    expect(dealFromSegment('to-rent')).toBeNull();
    expect(dealFromSegment('To-Let')).toBeNull();
  });

  it('names the other deal type', () => {
    expect(otherDeal('toLet')).toBe('forSale');
    expect(otherDeal('forSale')).toBe('toLet');
  });
});
