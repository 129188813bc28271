import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIRMATION_INTERVAL_MS } from '@/lib/embedded/content/alert-confirmation-tables';
import type { ContentStore } from '@/lib/embedded/content/content-store';
import { BACKENDS, openTestStore, type TestStore } from '@/tests/unit/support/content-store-backends';

const NOW = Date.parse('2026-11-25T08:00:00Z');
const HOUR = 60 * 60 * 1000;
const address = (index: number) => index.toString(16).padStart(32, '0');
/** A client network's keyed id, as `clientIdOf` makes them: the same shape as an address id. */
const client = (index: number) => `c${index.toString(16).padStart(31, '0')}`;
const ONE = client(1);

let testStore: TestStore;
let db: ContentStore;

describe.each(BACKENDS)('the %s store', (backend) => {
  beforeEach(async () => {
    testStore = await openTestStore(backend);
    db = testStore.store;
  });

  afterEach(() => testStore.dispose());

  describe('alert confirmation e-mails', () => {
    it('reserves one per address in 24 hours, however often it is asked', async () => {
      expect(await db.reserveAlertConfirmation(address(1), ONE, 100, NOW)).toBe('reserved');
      for (let save = 1; save < 5; save += 1) {
        expect(await db.reserveAlertConfirmation(address(1), ONE, 100, NOW + save * HOUR)).toBe(
          'address-limit',
        );
      }
      expect(
        await db.reserveAlertConfirmation(address(1), ONE, 100, NOW + CONFIRMATION_INTERVAL_MS - 1),
      ).toBe('address-limit');
      expect(await db.reserveAlertConfirmation(address(1), ONE, 100, NOW + CONFIRMATION_INTERVAL_MS)).toBe(
        'reserved',
      );
    });

    it('keeps to the hourly budget of all addresses together', async () => {
      for (let index = 0; index < 3; index += 1) {
        expect(await db.reserveAlertConfirmation(address(index), client(index), 3, NOW + index)).toBe(
          'reserved',
        );
      }
      expect(await db.reserveAlertConfirmation(address(9), client(9), 3, NOW + 10)).toBe(
        'hourly-budget-spent',
      );
      expect(await db.reserveAlertConfirmation(address(9), client(9), 3, NOW + HOUR)).toBe('reserved');
    });

    it('gives no client network more than a tenth of the hour’s budget, so a handful cannot pause everyone', async () => {
      // Four clients each try a hundred addresses: each gets its tenth, and no more.
      for (const attacker of [1, 2, 3, 4]) {
        const outcomes = [];
        for (let index = 0; index < 100; index += 1) {
          const target = attacker * 1000 + index;
          outcomes.push(
            await db.reserveAlertConfirmation(address(target), client(attacker), 100, NOW + index),
          );
        }
        expect(outcomes.filter((outcome) => outcome === 'reserved')).toHaveLength(10);
        expect(outcomes.filter((outcome) => outcome === 'client-share-spent')).toHaveLength(90);
      }
      // Every other visitor still gets a confirmation.
      for (let visitor = 10; visitor < 20; visitor += 1) {
        expect(await db.reserveAlertConfirmation(address(visitor), client(visitor), 100, NOW + 200)).toBe(
          'reserved',
        );
      }
      // An hour on, the share is the client's again.
      expect(await db.reserveAlertConfirmation(address(1999), client(1), 100, NOW + HOUR + 100)).toBe(
        'reserved',
      );
      // A budget under ten still gives each client one.
      expect(await db.reserveAlertConfirmation(address(5000), client(5), 5, NOW + HOUR + 200)).toBe(
        'reserved',
      );
      expect(await db.reserveAlertConfirmation(address(5001), client(5), 5, NOW + HOUR + 201)).toBe(
        'client-share-spent',
      );
    });

    it('gives a reservation back when its e-mail could not go', async () => {
      expect(await db.reserveAlertConfirmation(address(1), ONE, 100, NOW)).toBe('reserved');
      expect(await db.releaseAlertConfirmation(address(1))).toBe(true);
      expect(await db.reserveAlertConfirmation(address(1), ONE, 100, NOW + 1)).toBe('reserved');
    });

    it('holds across connections to the same store, as instances share it', async () => {
      const other = await testStore.connect();
      try {
        expect(await db.reserveAlertConfirmation(address(1), ONE, 100, NOW)).toBe('reserved');
        expect(await other.reserveAlertConfirmation(address(1), ONE, 100, NOW + 1)).toBe('address-limit');
      } finally {
        await other.close();
      }
    });
  });
});
