'use client';

import { useState, type KeyboardEvent } from 'react';
import { INPUT_FLOORS, type RangeField } from '@/lib/search';
import styles from './range-filter.module.css';

export interface RangeInputsProps {
  legend: string;
  minField: RangeField;
  maxField: RangeField;
  /** The refined values, shown when they change from outside (back/forward, reset). */
  minValue: number | null;
  maxValue: number | null;
  minPlaceholder: string;
  maxPlaceholder: string;
  /** Applies the typed texts; returns an error message, or null when applied. */
  onApply: (minText: string, maxText: string) => string | null;
}

/** Two number inputs applied on blur or Enter (SPEC §5: Enter submits), with the connector's message. */
export function RangeInputs(props: RangeInputsProps) {
  const { legend, minField, maxField, minValue, maxValue, onApply } = props;
  const [minText, setMinText] = useState(minValue?.toString() ?? '');
  const [maxText, setMaxText] = useState(maxValue?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  const [shownValues, setShownValues] = useState({ minValue, maxValue });

  // Back/forward and resets change the refinement from outside: show the new values.
  if (shownValues.minValue !== minValue || shownValues.maxValue !== maxValue) {
    setShownValues({ minValue, maxValue });
    setMinText(minValue?.toString() ?? '');
    setMaxText(maxValue?.toString() ?? '');
  }

  const apply = () => setError(onApply(minText, maxText));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  return (
    <fieldset className={styles.range}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.inputs}>
        {(
          [
            ['Min', minField, minText, setMinText, props.minPlaceholder],
            ['Max', maxField, maxText, setMaxText, props.maxPlaceholder],
          ] as const
        ).map(([caption, field, text, setText, placeholder]) => (
          <label key={field} className={styles.field}>
            <span className={styles.caption}>
              {caption}
              <span className="visually-hidden"> {legend.toLowerCase()}</span>
            </span>
            <input
              type="number"
              inputMode="numeric"
              min={INPUT_FLOORS[field]}
              className={styles.input}
              value={text}
              placeholder={placeholder}
              onChange={(event) => setText(event.currentTarget.value)}
              onBlur={apply}
              onKeyDown={onKeyDown}
            />
          </label>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
