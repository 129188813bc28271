import type { EnquirySource } from '@/lib/enquiries/form-state';
import styles from './enquiry-form.module.css';

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
  const honeypotId = `${idPrefix}-website`;
  return (
    <>
      <input type="hidden" name="source" value={source} />
      {propertyKey && <input type="hidden" name="propertyKey" value={propertyKey} />}
      {unitKey && <input type="hidden" name="unitKey" value={unitKey} />}
      {brokerKey && <input type="hidden" name="brokerKey" value={brokerKey} />}
      {/* Off-screen and hidden from assistive technology: people never fill it, form-filling bots do. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={honeypotId}>Leave this field empty</label>
        <input id={honeypotId} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}
