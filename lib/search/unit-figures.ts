/**
 * What a card says of the units of its property that match the search: how many, the lowest
 * price among the priced ones (SPEC §9's "from" price; 0 when every one is POA), and the GLA
 * range they cover. Folded from the matching records' own fields.
 */
export interface MatchingUnits {
  count: number;
  price_from: number;
  gla_min: number;
  gla_max: number;
}

/** The fields of a record that its property's figures are folded from. */
export const UNIT_FIGURE_ATTRIBUTES = ['property_gmaven_key', 'gross_price', 'min_gla', 'max_gla'] as const;

export interface UnitRecord {
  property_gmaven_key?: unknown;
  gross_price?: unknown;
  min_gla?: unknown;
  max_gla?: unknown;
}

function amount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Each property's figures, in the order its first record came. */
export function foldMatchingUnits(records: readonly UnitRecord[]): Map<string, MatchingUnits> {
  const figures = new Map<string, MatchingUnits>();
  for (const record of records) {
    if (typeof record.property_gmaven_key !== 'string') continue;
    const price = amount(record.gross_price);
    const glaMin = amount(record.min_gla);
    const glaMax = Math.max(glaMin, amount(record.max_gla));
    const current = figures.get(record.property_gmaven_key);
    if (!current) {
      figures.set(record.property_gmaven_key, {
        count: 1,
        price_from: price,
        gla_min: glaMin,
        gla_max: glaMax,
      });
      continue;
    }
    current.count += 1;
    if (price > 0 && (current.price_from === 0 || price < current.price_from)) current.price_from = price;
    current.gla_min = Math.min(current.gla_min, glaMin);
    current.gla_max = Math.max(current.gla_max, glaMax);
  }
  return figures;
}

/**
 * Properties by their "from" price, highest first, the unpriced (POA) last; ties keep the order
 * they came in. This is "Price: high to low" as the cards read it.
 */
export function orderByPriceFromDescending(figures: ReadonlyMap<string, MatchingUnits>): string[] {
  const entries = [...figures];
  return entries
    .map(([key, units], position) => ({ key, price: units.price_from, position }))
    .sort((a, b) => {
      if (a.price > 0 !== b.price > 0) return a.price > 0 ? -1 : 1;
      return b.price - a.price || a.position - b.position;
    })
    .map((entry) => entry.key);
}
