import { DEAL_OPTIONS, type DealParam } from '@/lib/search/search-state';

export interface DealSelectProps {
  id: string;
  value: DealParam | '';
  onChange: (deal: DealParam) => void;
  className?: string;
}

function toDeal(value: string): DealParam {
  return value === 'ForSale' ? 'ForSale' : 'ToLet';
}

/**
 * SPEC §2 deal-type dropdown with the 'eg: Rent' placeholder. The placeholder is disabled, so a form
 * submitted before a choice sends no deal and the search falls back to its default.
 */
export function DealSelect({ id, value, onChange, className }: DealSelectProps) {
  return (
    <select
      id={id}
      name="deal"
      className={className}
      value={value}
      onChange={(event) => onChange(toDeal(event.currentTarget.value))}
    >
      <option value="" disabled>
        eg: Rent
      </option>
      {DEAL_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
