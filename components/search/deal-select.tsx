import { DEAL_TYPES, DEFAULT_DEAL, dealFromParam, dealLabel, dealParam, type DealType } from '@/lib/deal';

export interface DealSelectProps {
  id: string;
  value: DealType | '';
  onChange: (deal: DealType) => void;
  className?: string;
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
      value={value && dealParam(value)}
      onChange={(event) => onChange(dealFromParam(event.currentTarget.value) ?? DEFAULT_DEAL)}
    >
      <option value="" disabled>
        eg: Rent
      </option>
      {DEAL_TYPES.map((deal) => (
        <option key={deal} value={dealParam(deal)}>
          {dealLabel(deal)}
        </option>
      ))}
    </select>
  );
}
