'use client';

import type { KeyboardEvent } from 'react';
import styles from './multi-select.module.css';

export interface MultiSelectOption {
  value: string;
  label: string;
  count?: number;
}

/**
 * 'All' is ticked while nothing else is, which only a script can keep true: without scripts a box
 * ticked beside it would leave both ticked, so the list is shown without it (none ticked is all).
 */
export const ALL_OPTION_CLASS = 'needs-scripts';

export interface MultiSelectOptionsProps {
  options: MultiSelectOption[];
  selected: string[];
  onChange: (values: string[]) => void;
  allLabel: string;
  /** Each checkbox's name, for the form around: a ticked box submits its value. */
  name?: string;
  searchable: boolean;
  searchLabel: string;
  searchPlaceholder?: string;
  /** The search box's text, kept by the select so that it outlives the panel being closed. */
  text: string;
  onTextChange: (text: string) => void;
  onSearch?: (text: string) => void;
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** Arrow keys move between the search box and the checkboxes, as in a native list. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLInputElement>('input'));
  const index = controls.findIndex((control) => control === document.activeElement);
  const target = controls[index + (event.key === 'ArrowDown' ? 1 : -1)];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

export function MultiSelectOptions({
  options,
  selected,
  onChange,
  allLabel,
  name,
  searchable,
  searchLabel,
  searchPlaceholder,
  text,
  onTextChange,
  onSearch,
}: MultiSelectOptionsProps) {
  const wanted = normalize(text.trim());
  // With onSearch the parent supplies typo-tolerant facet matches that a substring test would hide.
  const visible =
    onSearch || wanted === ''
      ? options
      : options.filter((option) => normalize(option.label).includes(wanted));

  function toggle(value: string) {
    onChange(selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value]);
  }

  return (
    <div className={styles.options} onKeyDown={moveFocus}>
      {searchable && (
        // Only in the live list: it filters the options as typed, which takes scripts.
        <input
          type="search"
          className={styles.search}
          aria-label={searchLabel}
          placeholder={searchPlaceholder}
          value={text}
          autoComplete="off"
          onChange={(event) => {
            onTextChange(event.currentTarget.value);
            onSearch?.(event.currentTarget.value);
          }}
          // Enter here refines the list; it must not submit the form the select sits in.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
      )}
      <ul className={styles.list}>
        <li className={ALL_OPTION_CLASS}>
          <label className={styles.option}>
            <input type="checkbox" checked={selected.length === 0} onChange={() => onChange([])} />
            <span className={styles.optionLabel}>{allLabel}</span>
          </label>
        </li>
        {visible.map((option) => (
          <li key={option.value}>
            <label className={styles.option}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={() => toggle(option.value)}
              />
              <span className={styles.optionLabel}>{option.label}</span>
              {option.count !== undefined && (
                // The hidden brackets make screen readers say "Retail (4)" rather than "Retail4".
                <>
                  {' '}
                  <span className={styles.count}>
                    <span className="visually-hidden">(</span>
                    {option.count}
                    <span className="visually-hidden">)</span>
                  </span>
                </>
              )}
            </label>
          </li>
        ))}
      </ul>
      {visible.length === 0 && (
        <p className={styles.empty} role="status">
          No matches
        </p>
      )}
    </div>
  );
}
