// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from '@/components/ui/spinner';
import styles from '@/components/ui/spinner.module.css';

describe('Spinner', () => {
  it('announces the default label as a status at the default size', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading');
    expect(status.className).toContain(styles.m);
  });

  it('takes a size and a label', () => {
    render(<Spinner size="l" label="Loading properties" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading properties');
    expect(status.className).toContain(styles.l);
    expect(status.className).not.toContain(styles.m);
  });

  it('hides the animated ring from assistive technology', () => {
    render(<Spinner size="s" />);
    const ring = screen.getByRole('status').querySelector('[aria-hidden="true"]');
    expect(ring).not.toBeNull();
    expect(ring?.textContent).toBe('');
  });
});
