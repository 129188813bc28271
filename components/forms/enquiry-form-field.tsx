import type { HTMLInputAutoCompleteAttribute } from 'react';
import { ENQUIRY_LIMITS, ENQUIRY_RULES, type EnquiryField } from '@/lib/validation/enquiry-rules';
import { ENQUIRY_FIELD_LABELS } from '@/lib/enquiries/form-state';
import controls from './form-controls.module.css';
import { FieldError, RequiredMark } from './form-parts';

interface FieldSettings {
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel';
  autoComplete: HTMLInputAutoCompleteAttribute;
  multiline?: boolean;
}

const FIELD_SETTINGS: Record<EnquiryField, FieldSettings> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  message: { autoComplete: 'off', multiline: true },
};

export interface EnquiryFormFieldProps {
  /** The form's useId prefix, so two enquiry forms on one page never share ids. */
  idPrefix: string;
  name: EnquiryField;
  value: string;
  error: string | undefined;
  onChange: (field: EnquiryField, value: string) => void;
  onBlur: (field: EnquiryField) => void;
}

/** One labelled enquiry field with its SPEC §5 asterisk and error message. */
export function EnquiryFormField({ idPrefix, name, value, error, onChange, onBlur }: EnquiryFormFieldProps) {
  const { type, inputMode, autoComplete, multiline } = FIELD_SETTINGS[name];
  const required = ENQUIRY_RULES[name].required === true;
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    maxLength: ENQUIRY_LIMITS[name],
    autoComplete,
    className: `${controls.input} ${error ? controls.invalid : ''}`,
    onBlur: () => onBlur(name),
  };

  return (
    <div className={controls.field}>
      <label htmlFor={id} className={controls.label}>
        {ENQUIRY_FIELD_LABELS[name]}
        {required && <RequiredMark empty={value.trim() === ''} />}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} onChange={(event) => onChange(name, event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          inputMode={inputMode}
          onChange={(event) => onChange(name, event.target.value)}
        />
      )}
      {error && <FieldError id={errorId} field={ENQUIRY_FIELD_LABELS[name]} message={error} />}
    </div>
  );
}
