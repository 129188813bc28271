'use client';

import { useLayoutEffect, useRef } from 'react';
import styles from './enquiry-form.module.css';

export interface EnquiryFormConfirmationProps {
  reference: string;
}

/**
 * Replaces the form once the enquiry is stored; takes focus because the form under it has gone,
 * in the same commit, so no frame leaves focus on the removed button.
 */
export function EnquiryFormConfirmation({ reference }: EnquiryFormConfirmationProps) {
  const ref = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <p ref={ref} role="status" tabIndex={-1} className={styles.confirmation}>
      {`Thank you — your enquiry has been sent. Reference ${reference}. The broker will contact you within one business day.`}
    </p>
  );
}
