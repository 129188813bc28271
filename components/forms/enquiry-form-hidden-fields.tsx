import type { EnquirySource } from '@/lib/enquiries/form-state';
import { BotTrap } from './form-parts';

export interface EnquiryFormHiddenFieldsProps {
  idPrefix: string;
  source: EnquirySource;
  propertyKey?: string;
  unitKey?: string;
  brokerKey?: string;
}

/** What the enquiry is about, and the honeypot that catches bots. */
export function EnquiryFormHiddenFields({
  idPrefix,
  source,
  propertyKey,
  unitKey,
  brokerKey,
}: EnquiryFormHiddenFieldsProps) {
  return (
    <>
      <input type="hidden" name="source" value={source} />
      {propertyKey && <input type="hidden" name="propertyKey" value={propertyKey} />}
      {unitKey && <input type="hidden" name="unitKey" value={unitKey} />}
      {brokerKey && <input type="hidden" name="brokerKey" value={brokerKey} />}
      <BotTrap idPrefix={idPrefix} />
    </>
  );
}
