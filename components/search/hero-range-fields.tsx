import { formatGla } from '@/lib/format/gla';
import { formatRandBound } from '@/lib/format/price';
// The range rules alone, not the search service's door: the home page has no search island (lib/search/index.ts).
import {
  clampTypedValue,
  INPUT_FLOORS,
  type RangeBounds,
  type RangeField,
  resolveRange,
} from '@/lib/search/state/range';
import type { SearchState } from '@/lib/search/state/search-state';
import styles from './hero-search.module.css';

export type RangeText = Record<RangeField, string>;

export const EMPTY_RANGE_TEXT: RangeText = { minGLA: '', maxGLA: '', minPrice: '', maxPrice: '' };

export interface HeroRangeFieldsProps {
  idPrefix: string;
  values: RangeText;
  onChange: (values: RangeText) => void;
  /** The ranges the search index reports; an empty input means its minimum or maximum. */
  glaRange: RangeBounds | null;
  priceRange: RangeBounds | null;
}

/** Keeps the visitor's own text while it needs no clamping, so "12.50" is not rewritten mid-typing. */
function toText(typed: string, value: number | null): string {
  if (value === null) return '';
  return value === Number(typed) ? typed : String(value);
}

function clampToBounds(field: RangeField, typed: string, bounds: RangeBounds | null): string {
  const value = clampTypedValue(field, typed);
  if (value === null || bounds === null) return toText(typed, value);
  return toText(typed, Math.max(INPUT_FLOORS[field], Math.min(Math.max(value, bounds.min), bounds.max)));
}

function hint(value: number | undefined, format: (amount: number) => string): string {
  return value !== undefined && value > 0 ? format(value) : 'Any';
}

function resolvePair(values: RangeText, min: RangeField, max: RangeField, bounds: RangeBounds | null) {
  const resolved = resolveRange(clampTypedValue(min, values[min]), clampTypedValue(max, values[max]), bounds);
  return resolved.ok ? resolved : { min: null, max: null };
}

/** The search filters the four inputs stand for; a side equal to the index bound is left out of the URL. */
export function toRangeFilters(
  values: RangeText,
  glaRange: RangeBounds | null,
  priceRange: RangeBounds | null,
): Pick<SearchState, RangeField> {
  const gla = resolvePair(values, 'minGLA', 'maxGLA', glaRange);
  const price = resolvePair(values, 'minPrice', 'maxPrice', priceRange);
  return { minGLA: gla.min, maxGLA: gla.max, minPrice: price.min, maxPrice: price.max };
}

/**
 * SPEC §5: typing clamps to each field's floor at once; leaving a field clamps to the index range,
 * which would otherwise fight the visitor while they type the first digits of a larger number.
 */
export function HeroRangeFields({ idPrefix, values, onChange, glaRange, priceRange }: HeroRangeFieldsProps) {
  const fields = [
    { field: 'minGLA', label: 'Min GLA', bounds: glaRange, placeholder: hint(glaRange?.min, formatGla) },
    { field: 'maxGLA', label: 'Max GLA', bounds: glaRange, placeholder: hint(glaRange?.max, formatGla) },
    {
      field: 'minPrice',
      label: 'Min price',
      bounds: priceRange,
      placeholder: hint(priceRange?.min, formatRandBound),
    },
    {
      field: 'maxPrice',
      label: 'Max price',
      bounds: priceRange,
      placeholder: hint(priceRange?.max, formatRandBound),
    },
  ] as const;
  const set = (field: RangeField, text: string) => onChange({ ...values, [field]: text });

  return fields.map(({ field, label, bounds, placeholder }) => (
    <div key={field} className={styles.field}>
      <label htmlFor={`${idPrefix}-${field}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${idPrefix}-${field}`}
        name={field}
        type="number"
        inputMode="decimal"
        min={INPUT_FLOORS[field]}
        step="any"
        className={styles.input}
        value={values[field]}
        placeholder={placeholder}
        onChange={(event) =>
          set(field, toText(event.currentTarget.value, clampTypedValue(field, event.currentTarget.value)))
        }
        onBlur={(event) => set(field, clampToBounds(field, event.currentTarget.value, bounds))}
      />
    </div>
  ));
}
