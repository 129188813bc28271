'use client';

import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { optionListMarkup, tickedValues } from './multi-select-markup';
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
  /** The name of each option's checkbox: the form around submits the ticked values as a repeated key. */
  name?: string;
}

/** More names than this do not fit the button, so they are counted instead. */
const MAX_NAMED_VALUES = 2;

function summarize(selected: string[], options: MultiSelectOption[]): string | null {
  if (selected.length === 0) return null;
  if (selected.length > MAX_NAMED_VALUES) return `${selected.length} selected`;
  return selected.map((value) => options.find((option) => option.value === value)?.label ?? value).join(', ');
}

/**
 * A press outside an open list closes it (one opened before hydration too). So does Escape pressed
 * while focus is on the page itself: the box that had it left the list as a search answered (its
 * option gone, or the options not yet there), and the visitor is still in the list.
 */
function useCloseFromOutside(
  detailsRef: RefObject<HTMLDetailsElement | null>,
  rootRef: RefObject<HTMLElement | null>,
  summaryId: string,
) {
  useEffect(() => {
    function closeOutside(event: PointerEvent) {
      const details = detailsRef.current;
      if (!details?.open || !(event.target instanceof Node)) return;
      if (!rootRef.current?.contains(event.target)) details.open = false;
    }
    function closeOnEscapeFromPage(event: globalThis.KeyboardEvent) {
      const details = detailsRef.current;
      if (event.key !== 'Escape' || !details?.open || event.target !== document.body) return;
      details.open = false;
      document.getElementById(summaryId)?.focus();
    }
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscapeFromPage);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscapeFromPage);
    };
  }, [detailsRef, rootRef, summaryId]);
}

function sameValues(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}

/**
 * A dropdown of checkboxes. It is a `<details>` whose list is in the document, so it opens and its
 * boxes tick (and submit with the form around it) before the page's scripts have run. That list is
 * not hydrated: it stays the document's own HTML (multi-select-markup.ts) until the visitor first
 * opens it, when React renders it live, with its search box, and applies any box ticked before.
 * Once live, each tick calls `onChange`, and Escape, leaving it or a press outside closes it.
 */
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
  const [searchText, setSearchText] = useState('');
  const [live, setLive] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const staticListRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** The box that had focus in the document's list, to focus again in the live one. */
  const focusedValue = useRef<string | null>(null);
  const labelId = `${id}-label`;
  const panelId = `${id}-panel`;
  const summary = summarize(selected, options);
  useCloseFromOutside(detailsRef, rootRef, id);

  function goLive() {
    const list = staticListRef.current;
    if (live || !list) return;
    const focused = list.contains(document.activeElement) ? document.activeElement : null;
    focusedValue.current = focused instanceof HTMLInputElement ? focused.value : null;
    const ticked = tickedValues(list);
    setLive(true);
    if (!sameValues(ticked, selected)) onChange(ticked);
  }

  // Opened before hydration: the visitor is using the list now.
  const goLiveIfOpen = useEffectEvent(() => {
    if (detailsRef.current?.open) goLive();
  });
  useEffect(() => goLiveIfOpen(), []);

  useLayoutEffect(() => {
    if (!live || focusedValue.current === null) return;
    const boxes = panelRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [];
    Array.from(boxes)
      .find((box) => box.value === focusedValue.current)
      ?.focus();
    focusedValue.current = null;
  }, [live]);

  function close(): void {
    if (detailsRef.current) detailsRef.current.open = false;
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !detailsRef.current?.open) return;
    // A dialog around the select must stay open when Esc only closes the panel.
    event.stopPropagation();
    close();
    document.getElementById(id)?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Safari does not focus a clicked checkbox, so only focus known to land outside closes the panel.
    // A press on an option's text moves focus to the nearest focusable ancestor (`<main tabindex=-1>`),
    // which holds the select: that is not leaving it, and closing then would swallow the click.
    const next = event.relatedTarget;
    const root = event.currentTarget;
    if (next instanceof Node && !root.contains(next) && !next.contains(root)) close();
  }

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <span id={labelId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </span>
      <details
        ref={detailsRef}
        className={styles.select}
        onToggle={(event) => event.currentTarget.open && goLive()}
      >
        <summary
          id={id}
          className={styles.trigger}
          aria-labelledby={`${labelId} ${id}`}
          aria-controls={panelId}
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
        </summary>
        <div ref={panelRef} id={panelId} className={styles.panel} role="group" aria-labelledby={labelId}>
          {live ? (
            <MultiSelectOptions
              options={options}
              selected={selected}
              onChange={onChange}
              allLabel={allLabel}
              name={name}
              searchable={searchable}
              searchLabel={searchPlaceholder ?? `Search ${label}`}
              searchPlaceholder={searchPlaceholder}
              text={searchText}
              onTextChange={setSearchText}
              onSearch={onSearch}
            />
          ) : (
            <div
              ref={staticListRef}
              className={styles.options}
              // Ticking a box of the document's list (opened before hydration) makes it live.
              onClick={goLive}
              onKeyDown={goLive}
              dangerouslySetInnerHTML={{ __html: optionListMarkup({ options, selected, allLabel, name }) }}
            />
          )}
        </div>
      </details>
    </div>
  );
}
