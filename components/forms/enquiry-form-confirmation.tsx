'use client';

import { useLayoutEffect, useRef } from 'react';
import type { EnquiryAnswerer } from '@/lib/enquiries/form-state';
import styles from './enquiry-form.module.css';

export interface EnquiryFormConfirmationProps {
  reference: string;
  answeredBy: EnquiryAnswerer;
}

function whoAnswers(answeredBy: EnquiryAnswerer): string {
  return answeredBy.kind === 'broker'
    ? `${answeredBy.name}, the broker for this listing,`
    : 'Our enquiry desk';
}

/**
 * Replaces the form once the enquiry is stored; takes focus because the form under it has gone,
 * in the same commit, so no frame leaves focus on the removed button.
 */
export function EnquiryFormConfirmation({ reference, answeredBy }: EnquiryFormConfirmationProps) {
  const ref = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <p ref={ref} role="status" tabIndex={-1} className={styles.confirmation}>
      {`Thank you — your enquiry has been sent. Reference ${reference}. ${whoAnswers(answeredBy)} will contact you within one business day.`}
    </p>
  );
}
