'use client';

import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { MultiSelectOptions, type MultiSelectOption } from './multi-select-options';
import styles from './multi-select.module.css';

export type { MultiSelectOption };

export interface MultiSelectProps {
  id: string;
  label: string;
  placeholder: string;
  options: MultiSelectOption[];
  selected: string[];
  onChange: (values: string[]) => void;
  allLabel?: string;
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Called with the search text, for facet-value search; the parent then supplies the matching options. */
  onSearch?: (text: string) => void;
  hideLabel?: boolean;
  /** Submits each selected value as a repeated key of a plain GET form. */
  name?: string;
}

/** More names than this do not fit the button, so they are counted instead. */
const MAX_NAMED_VALUES = 2;

function summarize(selected: string[], options: MultiSelectOption[]): string | null {
  if (selected.length === 0) return null;
  if (selected.length > MAX_NAMED_VALUES) return `${selected.length} selected`;
  return selected.map((value) => options.find((option) => option.value === value)?.label ?? value).join(', ');
}

export function MultiSelect({
  id,
  label,
  placeholder,
  options,
  selected,
  onChange,
  allLabel = 'All',
  searchable = false,
  searchPlaceholder,
  onSearch,
  hideLabel = false,
  name,
}: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const [searchText, setSearchText] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const labelId = `${id}-label`;
  const panelId = `${id}-panel`;
  const summary = summarize(selected, options);

  useEffect(() => {
    if (!open) return;
    function closeOutside(event: PointerEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    // A dialog around the select must stay open when Esc only closes the panel.
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Safari does not focus a clicked checkbox, so only focus known to land outside closes the panel.
    // A press on an option's text moves focus to the nearest focusable ancestor (`<main tabindex=-1>`),
    // which holds the select: that is not leaving it, and closing then would swallow the click.
    const next = event.relatedTarget;
    const root = event.currentTarget;
    if (next instanceof Node && !root.contains(next) && !next.contains(root)) setOpen(false);
  }

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <span id={labelId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </span>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className={styles.trigger}
        aria-labelledby={`${labelId} ${id}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        {summary === null ? (
          <>
            <span className={styles.placeholder} aria-hidden="true">
              {placeholder}
            </span>
            <span className="visually-hidden">{allLabel}</span>
          </>
        ) : (
          <span className={styles.value}>{summary}</span>
        )}
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} role="group" aria-labelledby={labelId} hidden={!open}>
        {/* Rendered only while open: a closed list serves nobody, and a long one costs every render. */}
        {open && (
          <MultiSelectOptions
            options={options}
            selected={selected}
            onChange={onChange}
            allLabel={allLabel}
            searchable={searchable}
            searchLabel={searchPlaceholder ?? `Search ${label}`}
            searchPlaceholder={searchPlaceholder}
            text={searchText}
            onTextChange={setSearchText}
            onSearch={onSearch}
          />
        )}
      </div>
      {name && selected.map((value) => <input key={value} type="hidden" name={name} value={value} />)}
    </div>
  );
}
