'use client';

import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useAfterNextPaint } from '@/components/ui/after-next-paint';
import { INPUT_FLOORS, type RangeField } from '@/lib/search';
import styles from './range-filter.module.css';

/** The text an input shows for a refined value, following the value when it changes from outside (back/forward, reset). */
function useShownText(value: number | null) {
  const [text, setText] = useState(value?.toString() ?? '');
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value?.toString() ?? '');
  }
  return [text, setText] as const;
}

interface RangeNumberInputProps {
  caption: 'Min' | 'Max';
  legend: string;
  field: RangeField;
  text: string;
  placeholder: string;
  onText: (text: string) => void;
  /**
   * Applies what is typed: on blur, and on Enter (SPEC §5: Enter submits). Once the frame of the
   * key or of the tap that took the focus elsewhere is painted: the search renders every widget,
   * and that tap's own change (a ticked box, an opened list) shows first
   * (docs/decisions/tick-before-search.md).
   */
  onApply: () => void;
}

function RangeNumberInput({
  caption,
  legend,
  field,
  text,
  placeholder,
  onText,
  onApply,
}: RangeNumberInputProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onApply();
  };
  return (
    <label className={styles.field}>
      <span className={styles.caption}>
        {caption}
        <span className="visually-hidden"> {legend.toLowerCase()}</span>
      </span>
      <input
        type="number"
        name={field}
        inputMode="numeric"
        min={INPUT_FLOORS[field]}
        className={styles.input}
        value={text}
        placeholder={placeholder}
        onChange={(event) => onText(event.currentTarget.value)}
        onBlur={onApply}
        onKeyDown={onKeyDown}
      />
    </label>
  );
}

/** A range's fieldset: its legend, the min and max inputs side by side, and the connector's message. */
export function RangeFieldset({
  legend,
  error,
  children,
}: {
  legend: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.range}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.inputs}>{children}</div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

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

/** Two number inputs of one refinement, both applied when either is left or Enter is pressed in it. */
export function RangeInputs(props: RangeInputsProps) {
  const { legend, minField, maxField, onApply } = props;
  const [minText, setMinText] = useShownText(props.minValue);
  const [maxText, setMaxText] = useShownText(props.maxValue);
  const [error, setError] = useState<string | null>(null);
  const afterPaint = useAfterNextPaint();
  const apply = () => afterPaint(() => setError(onApply(minText, maxText)));
  return (
    <RangeFieldset legend={legend} error={error}>
      <RangeNumberInput
        caption="Min"
        legend={legend}
        field={minField}
        text={minText}
        placeholder={props.minPlaceholder}
        onText={setMinText}
        onApply={apply}
      />
      <RangeNumberInput
        caption="Max"
        legend={legend}
        field={maxField}
        text={maxText}
        placeholder={props.maxPlaceholder}
        onText={setMaxText}
        onApply={apply}
      />
    </RangeFieldset>
  );
}

export interface RangeBoundInputProps {
  caption: 'Min' | 'Max';
  legend: string;
  field: RangeField;
  /** The refined value, shown when it changes from outside. */
  value: number | null;
  placeholder: string;
  /** Applies the typed text; returns an error message, or null when applied. */
  onApply: (text: string) => string | null;
  onResult: (error: string | null) => void;
}

/** One side of a range whose sides refine different attributes, applied on its own. */
export function RangeBoundInput({ value, onApply, onResult, ...input }: RangeBoundInputProps) {
  const [text, setText] = useShownText(value);
  const afterPaint = useAfterNextPaint();
  return (
    <RangeNumberInput
      {...input}
      text={text}
      onText={setText}
      onApply={() => afterPaint(() => onResult(onApply(text)))}
    />
  );
}
