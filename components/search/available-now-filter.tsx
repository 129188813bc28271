'use client';

import { useState, type ChangeEvent } from 'react';
import { useConnector } from 'react-instantsearch';
import { useAfterNextPaint } from '@/components/ui/after-next-paint';
import { connectAvailableNow } from './available-now-connector';
import styles from './available-now-filter.module.css';

/**
 * "Available now": one box in the filter form, named as the URL names it (`available=now`), so
 * before scripts it is part of the form's search; once they run it refines the search itself.
 */
export function AvailableNowFilter() {
  const { availableNow, setAvailableNow } = useConnector(connectAvailableNow, {});
  /** The box as the visitor ticked it, shown until the search has it. */
  const [ticked, setTicked] = useState<boolean | null>(null);
  const afterPaint = useAfterNextPaint();

  // Painted first, then searched (docs/decisions/tick-before-search.md), as the other filters do.
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.checked;
    setTicked(next);
    afterPaint(() => {
      setAvailableNow(next);
      setTicked((shown) => (shown === next ? null : shown));
    });
  }

  return (
    <fieldset className={styles.availability}>
      <legend className={styles.legend}>Availability</legend>
      <label className={styles.option}>
        <input
          type="checkbox"
          name="available"
          value="now"
          checked={ticked ?? availableNow}
          onChange={handleChange}
        />
        Available now
      </label>
    </fieldset>
  );
}
