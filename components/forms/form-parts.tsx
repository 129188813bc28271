import controls from './form-controls.module.css';

/** SPEC §5: a required input shows a red asterisk while it is empty; a screen reader hears "required". */
export function RequiredMark({ empty }: { empty: boolean }) {
  if (!empty) return null;
  return (
    <>
      {' '}
      <span className={controls.asterisk} aria-hidden="true">
        *
      </span>
      <span className="visually-hidden">(required)</span>
    </>
  );
}

export interface FieldErrorProps {
  /** The id the field's aria-describedby names. */
  id: string;
  /** The field's name as its label gives it. */
  field: string;
  /** SPEC §5's message. */
  message: string;
}

/**
 * A field's error, led by the field's name: read in a list of errors, or alone as the field's
 * description, "Field is required" says which field.
 */
export function FieldError({ id, field, message }: FieldErrorProps) {
  return (
    <p id={id} className={controls.error}>
      {`${field}: ${message}`}
    </p>
  );
}

/**
 * The bot trap of every public form: a `website` field off-screen and hidden from assistive
 * technology, which people never fill and form-filling bots do (the server reads it by that name).
 */
export function BotTrap({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-website`;
  return (
    <div className={controls.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
