'use client';

import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog for assistive tech; shown in its header unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** An element inside marked `data-autofocus` receives focus on open; otherwise the close button does. */
  children: ReactNode;
  /** 'm' is a centred panel; 'full' covers the viewport. */
  size?: 'm' | 'full';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex], [contenteditable="true"]';

/** Dialogs can overlap (one opened from another), so the page stays locked until the last one closes. */
let lockCount = 0;
let unlockedStyle = { overflow: '', paddingRight: '' };

function lockScroll(): () => void {
  const { body } = document;
  if (lockCount === 0) {
    unlockedStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Hiding the scrollbar widens the page; padding by its width keeps the content where it was.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) {
      const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbar}px`;
    }
    body.style.overflow = 'hidden';
  }
  lockCount += 1;
  return () => {
    lockCount -= 1;
    if (lockCount === 0) Object.assign(body.style, unlockedStyle);
  };
}

function getTabbable(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert], [hidden]'),
  );
}

function ModalDialog({ onClose, title, hideTitle = false, children, size = 'm' }: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // A text selection dragged out of the panel ends on the backdrop; only a press that starts there closes.
  const pressedBackdrop = useRef(false);

  useEffect(() => lockScroll(), []);

  // In the commit that opens it: a key pressed in the first frame must land inside the dialog.
  useLayoutEffect(() => {
    const opener = document.activeElement;
    const initial = panelRef.current?.querySelector<HTMLElement>('[data-autofocus]') ?? closeRef.current;
    initial?.focus();
    return () => {
      // preventScroll: an opener inside a clipped container (a slider) would otherwise scroll that container.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      // React bubbles through portals: without this, a dialog opened from a dialog would close both.
      event.stopPropagation();
      onClose();
      return;
    }
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const tabbable = getTabbable(panel);
    const first = tabbable[0];
    const last = tabbable.at(-1);
    const active = document.activeElement;
    if (!first || !last) return;
    if (event.shiftKey && (active === first || !panel.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className={styles.overlay}
      onMouseDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) onClose();
      }}
      onKeyDown={handleKeyDown}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`${styles.panel} ${styles[size]}`}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button ref={closeRef} type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}

/** SPEC §2 modal: a portal into the body while open, locking page scroll and trapping focus. */
export function Modal({ open, ...dialogProps }: ModalProps) {
  // The server has no document; a dialog is only ever opened by an interaction in the browser.
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...dialogProps} />, document.body);
}
