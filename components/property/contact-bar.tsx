'use client';

import { useEffect, useState, type MouseEvent } from 'react';
import { isPlainClick } from '@/components/ui/plain-click';
import { sendGaEvent } from '@/lib/analytics/ga-event';
import type { ContactLine } from '@/lib/listings/contact-line';
import styles from './contact-bar.module.css';

export interface ContactBarProps {
  /** Null when neither a broker nor the desk has a number: Enquire alone. */
  line: ContactLine | null;
  /** The id of the element around the enquiry form: Enquire jumps there. */
  formId: string;
  webRef: string;
}

// The form's first field a visitor fills: not the hidden fields, nor the bot trap kept out of the tab order.
const FIRST_FIELD = 'input:not([type="hidden"]):not([tabindex="-1"]), textarea, select';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      <path d={path} />
    </svg>
  );
}

const PHONE =
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z';
const CHAT =
  'M21 11.5a8.4 8.4 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.4 8.4 0 0 1-3.8-.9L3 21l1.9-5.7a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.4 8.4 0 0 1 3.8-.9h.5a8.5 8.5 0 0 1 8 8z';
const MAIL = 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm18 2-10 7L2 6';

/**
 * Call, WhatsApp and Enquire within a thumb's reach on a phone's property and unit pages: a bar
 * fixed to the foot of the window below 768 px (CSS alone, so it stands before scripts run, and
 * the page gains room below it). Once scripts run it steps aside while the enquiry form is on
 * screen, so it never covers the form; the cookie band, while shown, takes its place (CSS).
 */
export function ContactBar({ line, formId, webRef }: ContactBarProps) {
  const [formInView, setFormInView] = useState(false);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setFormInView(entry.isIntersecting);
    });
    observer.observe(form);
    return () => observer.disconnect();
  }, [formId]);

  const count = (event: string) => () => sendGaEvent(event, { web_ref: webRef, placement: 'contact_bar' });

  function jumpToForm(event: MouseEvent<HTMLAnchorElement>) {
    count('contact_enquire')();
    const form = document.getElementById(formId);
    if (!form || !isPlainClick(event)) return;
    event.preventDefault();
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    form.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    (form.querySelector<HTMLElement>(FIRST_FIELD) ?? form).focus({ preventScroll: true });
  }

  return (
    <nav
      className={styles.bar}
      aria-label="Quick contact"
      data-print="hide"
      data-form-in-view={formInView || undefined}
    >
      {line && (
        <a href={line.telHref} className={styles.action} onClick={count('contact_call')}>
          <Icon path={PHONE} />
          Call<span className="visually-hidden"> {line.name}</span>
        </a>
      )}
      {line?.whatsAppHref && (
        <a
          href={line.whatsAppHref}
          className={styles.action}
          target="_blank"
          rel="noopener noreferrer"
          onClick={count('contact_whatsapp')}
        >
          <Icon path={CHAT} />
          WhatsApp<span className="visually-hidden"> {line.name}</span>
        </a>
      )}
      <a href={`#${formId}`} className={`${styles.action} ${styles.primary}`} onClick={jumpToForm}>
        <Icon path={MAIL} />
        Enquire
      </a>
    </nav>
  );
}
