import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIRMATION_INTERVAL_MS } from '@/lib/content/embedded/alert-confirmation-tables';
import { openEnquiryDatabase, type EnquiryDatabase } from '@/lib/content/embedded/enquiry-database';

const NOW = Date.parse('2026-11-25T08:00:00Z');
const HOUR = 60 * 60 * 1000;
const address = (index: number) => index.toString(16).padStart(32, '0');

let directory: string;
let db: EnquiryDatabase;

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'alert-confirmations-'));
  db = openEnquiryDatabase(directory);
});

afterEach(() => {
  db.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('alert confirmation e-mails', () => {
  it('reserves one per address in 24 hours, however often it is asked', () => {
    expect(db.reserveAlertConfirmation(address(1), 100, NOW)).toBe('reserved');
    for (let save = 1; save < 5; save += 1) {
      expect(db.reserveAlertConfirmation(address(1), 100, NOW + save * HOUR)).toBe('address-limit');
    }
    expect(db.reserveAlertConfirmation(address(1), 100, NOW + CONFIRMATION_INTERVAL_MS - 1)).toBe(
      'address-limit',
    );
    expect(db.reserveAlertConfirmation(address(1), 100, NOW + CONFIRMATION_INTERVAL_MS)).toBe('reserved');
  });

  it('keeps to the hourly budget of all addresses together', () => {
    for (let index = 0; index < 3; index += 1) {
      expect(db.reserveAlertConfirmation(address(index), 3, NOW + index)).toBe('reserved');
    }
    expect(db.reserveAlertConfirmation(address(9), 3, NOW + 10)).toBe('hourly-budget-spent');
    expect(db.reserveAlertConfirmation(address(9), 3, NOW + HOUR)).toBe('reserved');
  });

  it('gives a reservation back when its e-mail could not go', () => {
    expect(db.reserveAlertConfirmation(address(1), 100, NOW)).toBe('reserved');
    expect(db.releaseAlertConfirmation(address(1))).toBe(true);
    expect(db.reserveAlertConfirmation(address(1), 100, NOW + 1)).toBe('reserved');
  });

  it('holds across connections to the same store, as instances share it', () => {
    const other = openEnquiryDatabase(directory);
    try {
      expect(db.reserveAlertConfirmation(address(1), 100, NOW)).toBe('reserved');
      expect(other.reserveAlertConfirmation(address(1), 100, NOW + 1)).toBe('address-limit');
    } finally {
      other.close();
    }
  });
});
