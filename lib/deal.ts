/**
 * The deal types and every way the site spells them: the records' `dealType` (the value code
 * passes around), the `deal` parameter of `/search` (SPEC §3's menu enum), the first segment of a
 * listing path (SPEC §2) and the label a visitor reads. No other module spells a deal type.
 */

export type DealType = 'toLet' | 'forSale';

const SPELLINGS = {
  forSale: { param: 'ForSale', segment: 'for-sale', label: 'For Sale' },
  toLet: { param: 'ToLet', segment: 'to-let', label: 'To Let' },
} as const satisfies Record<DealType, { param: string; segment: string; label: string }>;

/** SPEC §9's deal-type list, in its order. */
export const DEAL_TYPES: readonly DealType[] = ['forSale', 'toLet'];

/** SPEC §4: the default deal type is the second entry of the deal-type list (rent). */
export const DEFAULT_DEAL: DealType = DEAL_TYPES[1] ?? 'toLet';

/** `ForSale` or `ToLet`: the value of `/search?deal=`. */
export function dealParam(deal: DealType): string {
  return SPELLINGS[deal].param;
}

/** `for-sale` or `to-let`: the first segment of a listing path. */
export function dealSegment(deal: DealType): string {
  return SPELLINGS[deal].segment;
}

/** 'For Sale' or 'To Let', as the deal-type list spells it. */
export function dealLabel(deal: DealType): string {
  return SPELLINGS[deal].label;
}

export function dealFromParam(value: string): DealType | null {
  return DEAL_TYPES.find((deal) => SPELLINGS[deal].param === value) ?? null;
}

export function dealFromSegment(value: string): DealType | null {
  return DEAL_TYPES.find((deal) => SPELLINGS[deal].segment === value) ?? null;
}

/** The other deal type: the one an empty search suggests trying. */
export function otherDeal(deal: DealType): DealType {
  return deal === 'toLet' ? 'forSale' : 'toLet';
}
