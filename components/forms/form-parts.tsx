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
