// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from '@/components/ui/modal';

type HarnessProps = Partial<ModalProps> & { onClosed?: () => void };

/** An opener button and the modal it controls, as pages use them. */
function Harness({ onClosed, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open enquiry
      </button>
      <Modal
        open={open}
        title="Enquire"
        onClose={() => {
          setOpen(false);
          onClosed?.();
        }}
        {...props}
      >
        <label>
          Name <input />
        </label>
        <button type="button">Send</button>
      </Modal>
    </>
  );
}

function getBackdrop(dialog: HTMLElement): HTMLElement {
  const backdrop = dialog.parentElement;
  if (!backdrop) throw new Error('The dialog has no backdrop.');
  return backdrop;
}

function openModal(): HTMLElement {
  const opener = screen.getByRole('button', { name: 'Open enquiry' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Modal', () => {
  beforeEach(() => {
    // jsdom has no scrollbar; 15 px is a classic desktop one.
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1009 });
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024);
  });

  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'clientWidth');
    vi.restoreAllMocks();
  });

  it('renders nothing while closed, then a labelled modal dialog in the body', () => {
    const { container } = render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    openModal();
    const dialog = screen.getByRole('dialog', { name: 'Enquire' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Enquire' })).toBeDefined();
  });

  it('keeps the title for assistive tech when it is hidden', () => {
    render(<Harness hideTitle />);
    openModal();
    expect(screen.getByRole('dialog', { name: 'Enquire' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Enquire' }).className).toContain('visually-hidden');
  });

  it('closes with the close button, Escape and a click on the backdrop, but not a click inside', () => {
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} />);

    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    openModal();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'Escape' });
    expect(onClosed).toHaveBeenCalledTimes(2);

    openModal();
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClosed).toHaveBeenCalledTimes(2);
    // A press that starts inside and ends on the backdrop (a text selection) does not close either.
    const backdrop = getBackdrop(dialog);
    fireEvent.mouseDown(dialog);
    fireEvent.click(backdrop);
    expect(onClosed).toHaveBeenCalledTimes(2);
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClosed).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scroll, pads for the scrollbar, and restores both on close', () => {
    document.body.style.paddingRight = '4px';
    render(<Harness />);
    openModal();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('19px');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('4px');
    document.body.style.paddingRight = '';
  });

  it('keeps the page locked until the last of two overlapping dialogs closes, and on unmount', () => {
    const noop = () => undefined;
    const { rerender, unmount } = render(
      <>
        <Modal open title="First" onClose={noop}>
          One
        </Modal>
        <Modal open title="Second" onClose={noop}>
          Two
        </Modal>
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <>
        <Modal open={false} title="First" onClose={noop}>
          One
        </Modal>
        <Modal open title="Second" onClose={noop}>
          Two
        </Modal>
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('15px');
    unmount();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('');
  });

  it('moves focus in, to the close button or a data-autofocus element, and back to the opener', () => {
    const { unmount } = render(<Harness />);
    const opener = openModal();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
    unmount();

    render(
      <Modal open title="Search" onClose={() => undefined}>
        <input aria-label="Query" data-autofocus />
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Query' }));
  });

  it('wraps Tab and Shift+Tab inside the dialog', () => {
    render(<Harness />);
    openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send);
    fireEvent.keyDown(send, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    // Between the ends the browser moves focus itself; the trap leaves that Tab alone.
    const input = screen.getByRole('textbox', { name: 'Name' });
    input.focus();
    const tab = fireEvent.keyDown(input, { key: 'Tab' });
    expect(tab).toBe(true);
    expect(document.activeElement).toBe(input);
  });
});
