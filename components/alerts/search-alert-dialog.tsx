'use client';

import { Modal } from '@/components/ui/modal';
import { parseAlertStateKey } from '@/lib/alerts/alert-state';
import { describeSearch } from '@/lib/alerts/describe-search';
import { SearchAlertForm } from './search-alert-form';
import styles from './search-alert.module.css';

export interface SearchAlertDialogProps {
  stateKey: string;
  onClose: () => void;
}

export function SearchAlertDialog({ stateKey, onClose }: SearchAlertDialogProps) {
  const state = parseAlertStateKey(stateKey);
  return (
    <Modal open onClose={onClose} title="Email me new listings">
      {state ? (
        <>
          <p className={styles.lead}>
            New and updated listings for <strong>{describeSearch(state)}</strong>, straight to your inbox.
          </p>
          <SearchAlertForm stateKey={stateKey} />
        </>
      ) : (
        <p role="alert">This search cannot be saved. Please reload the page and try again.</p>
      )}
    </Modal>
  );
}
