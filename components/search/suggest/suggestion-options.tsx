import type { ReactNode } from 'react';
import type {
  HighlightPart,
  PlaceSuggestion,
  PropertySuggestion,
  Suggestions,
} from '@/lib/search/suggestions/suggestions';
import styles from './suggestion-popup.module.css';

export type Suggestion = PlaceSuggestion | PropertySuggestion;

export interface SuggestionOptionsProps {
  id: string;
  suggestions: Suggestions;
  /** Index into places then properties; -1 for none. */
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (suggestion: Suggestion) => void;
}

const KIND_LABELS = { city: 'City', suburb: 'Suburb' } as const;

/** What the visitor typed (or a typo stood for) in bold; parts are keyed by where they start. */
function Highlighted({ parts }: { parts: HighlightPart[] }) {
  let offset = 0;
  return parts.map((part) => {
    const start = offset;
    offset += part.text.length;
    return part.match ? <mark key={start}>{part.text}</mark> : <span key={start}>{part.text}</span>;
  });
}

interface OptionProps {
  id: string;
  selected: boolean;
  onChoose: () => void;
  children: ReactNode;
}

/** A press keeps the focus in the text box (the list would close with it), then chooses. */
function Option({ id, selected, onChoose, children }: OptionProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      className={styles.option}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {children}
    </div>
  );
}

function Group({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className={styles.group}>
      <div id={id} role="presentation" className={styles.heading}>
        {heading}
      </div>
      {children}
    </div>
  );
}

/** The listbox of ARIA 1.2's combobox: places, then properties, each a group under its heading. */
export function SuggestionOptions({
  id,
  suggestions,
  activeIndex,
  optionId,
  onChoose,
}: SuggestionOptionsProps) {
  const { places, properties } = suggestions;
  return (
    <div id={id} role="listbox" aria-label="Suggestions">
      {places.length > 0 && (
        <Group id={`${id}-places`} heading="Places">
          {places.map((place, index) => (
            <Option
              key={`${place.kind}:${place.name}, ${place.parent}`}
              id={optionId(index)}
              selected={index === activeIndex}
              onChoose={() => onChoose(place)}
            >
              <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
                <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
                <circle cx="12" cy="9.5" r="2.5" />
              </svg>
              <span className={styles.place}>
                <span className={styles.name}>
                  <Highlighted parts={place.parts} />
                  {place.parent && <span className={styles.parent}>, {place.parent}</span>}
                </span>{' '}
                <span className={styles.kind}>{KIND_LABELS[place.kind]}</span>
              </span>
            </Option>
          ))}
        </Group>
      )}
      {properties.length > 0 && (
        <Group id={`${id}-properties`} heading="Properties">
          {properties.map((property, index) => (
            <Option
              key={property.href}
              id={optionId(places.length + index)}
              selected={places.length + index === activeIndex}
              onChoose={() => onChoose(property)}
            >
              <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
                <path d="M4 21V4h10v17M14 9h6v12M2 21h20M7 8h4M7 12h4M7 16h4M17 13h.01M17 17h.01" />
              </svg>
              <span className={styles.text}>
                <span className={styles.name}>
                  <Highlighted parts={property.parts} />
                </span>{' '}
                <span className={styles.detail}>
                  {property.place} · {property.webRef}
                </span>
              </span>
            </Option>
          ))}
        </Group>
      )}
    </div>
  );
}
