'use client';

import { buttonClassName } from '@/components/ui/button-styles';
import { isGranted, type ConsentChoice, type ConsentPurpose } from '@/lib/analytics/consent';
import styles from './consent-banner.module.css';

export interface ConsentChoicesProps {
  id: string;
  purposes: readonly ConsentPurpose[];
  /** The choice in force: its answers are where the boxes start. */
  choice: ConsentChoice | null;
  onChoose: (choice: ConsentChoice) => void;
}

const PURPOSE_TEXT: Record<ConsentPurpose, { label: string; description: string }> = {
  analytics: { label: 'Analytics', description: 'Which pages are visited and how the search is used.' },
  marketing: { label: 'Marketing', description: 'Which of our adverts brought you here.' },
};

/** "Choose": a box per purpose, unticked until the visitor ticks it, and one button to save. */
export function ConsentChoices({ id, purposes, choice, onChoose }: ConsentChoicesProps) {
  return (
    <form
      id={id}
      className={styles.choices}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onChoose(Object.fromEntries(purposes.map((purpose) => [purpose, data.has(purpose)])));
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Cookies you allow</legend>
        {purposes.map((purpose) => (
          <label key={purpose} className={styles.option}>
            <input type="checkbox" name={purpose} defaultChecked={isGranted(choice, purpose)} />
            <span>
              <strong>{PURPOSE_TEXT[purpose].label}</strong> {PURPOSE_TEXT[purpose].description}
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={buttonClassName('primary')}>
        Save choices
      </button>
    </form>
  );
}
