import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStateKey } from '@/lib/alerts/alert-state';
import { signAlertToken } from '@/lib/alerts/alert-tokens';
import {
  confirmSearchAlert,
  getSearchAlert,
  getSearchAlertsForAddress,
  type SearchAlert,
} from '@/lib/content';
import { DEFAULT_SEARCH_STATE } from '@/lib/search/state/search-state';

vi.mock('@/lib/content', () => ({
  confirmSearchAlert: vi.fn(),
  getSearchAlert: vi.fn(),
  getSearchAlertsForAddress: vi.fn(),
}));
vi.mock('@/lib/alerts/read-known-values', () => ({
  readKnownSearchValues: vi.fn(async () => ({
    propertyTypes: new Set(['Office']),
    cities: new Set(['Durban', 'Cape Town']),
    suburbs: new Set<string>(),
    brokers: new Set<string>(),
    priceRange: { min: 40, max: 400 },
    glaRange: { min: 50, max: 20_000 },
  })),
}));

const SECRET = 'unit-alerts-secret-of-thirty-two-characters';
const ADDRESS = 'a'.repeat(32);

function alert(
  id: string,
  stateKey: string,
  confirmedAt: string | null = null,
  addressId = ADDRESS,
): SearchAlert {
  return {
    id,
    addressId,
    email: 'a@example.com',
    stateKey,
    frequency: 'daily',
    createdAt: '',
    confirmedAt,
    sinceMs: 0,
  };
}

const OWN = alert('alert-1', 'city=Durban');
const LATER = alert('alert-2', 'city=Cape+Town');
const DONE = alert('alert-3', 'category=Office', '2026-11-20T08:00:00.000Z');

describe('the confirm page', () => {
  beforeEach(() => {
    vi.stubEnv('ALERTS_SECRET', SECRET);
    vi.mocked(confirmSearchAlert).mockReset();
    vi.mocked(getSearchAlert).mockImplementation(
      async (id) => [OWN, LATER, DONE].find((a) => a.id === id) ?? null,
    );
    vi.mocked(getSearchAlertsForAddress).mockResolvedValue([OWN, LATER, DONE]);
  });

  it('shows the link’s alert ticked and the address’s other waiting ones unticked, and confirms nothing by being read', async () => {
    const { readConfirmToken } = await import('@/lib/alerts/alert-confirmation-page');
    const view = await readConfirmToken(signAlertToken('confirm', OWN.id, SECRET));
    if (!view.ok || !view.value) throw new Error('a view of the link');
    expect(view.value.waiting.map(({ description, named }) => [description, named])).toEqual([
      ['Commercial property to let in Durban', true],
      ['Commercial property to let in Cape Town', false],
    ]);
    expect(confirmSearchAlert).not.toHaveBeenCalled();
  });

  it('of 19 alerts a stranger saved for one address, confirms only the one the link names', async () => {
    const { readConfirmToken, confirmWithToken } = await import('@/lib/alerts/alert-confirmation-page');
    const saved = Array.from({ length: 19 }, (_, index) =>
      alert(
        `alert-s${index}`,
        alertStateKey({
          ...DEFAULT_SEARCH_STATE,
          city: ['Durban'],
          minGLA: 100 + index,
          query: 'Call 0800 123 456',
        }),
      ),
    );
    const [linked] = saved;
    if (!linked) throw new Error('19 alerts');
    vi.mocked(getSearchAlert).mockImplementation(async (id) => saved.find((a) => a.id === id) ?? null);
    vi.mocked(getSearchAlertsForAddress).mockResolvedValue(saved);
    const token = signAlertToken('confirm', linked.id, SECRET);
    const view = await readConfirmToken(token);
    if (!view.ok || !view.value) throw new Error('a view of the link');
    expect(view.value.waiting).toHaveLength(19);
    expect(view.value.waiting.filter((entry) => entry.named).map((entry) => entry.alert.id)).toEqual([
      linked.id,
    ]);
    for (const { description } of view.value.waiting) {
      expect(description).toMatch(
        /^Commercial property to let in Durban matching the search words, from 1\d\d m²$/,
      );
    }
    // The form posts the ticked boxes only: the link's own, as the page ticked it.
    expect(await confirmWithToken(token, [linked.id])).toEqual({ ok: true, value: 1 });
    expect(vi.mocked(confirmSearchAlert).mock.calls).toEqual([[linked.id]]);
  });

  it('confirms on the button only the listed alerts of the link’s address that wait', async () => {
    const { confirmWithToken } = await import('@/lib/alerts/alert-confirmation-page');
    const other = alert('alert-9', 'city=Durban', null, 'b'.repeat(32));
    vi.mocked(getSearchAlertsForAddress).mockResolvedValue([OWN, LATER, DONE]);
    const result = await confirmWithToken(signAlertToken('confirm', OWN.id, SECRET), [
      OWN.id,
      DONE.id,
      other.id,
    ]);
    expect(result).toEqual({ ok: true, value: 1 });
    expect(vi.mocked(confirmSearchAlert).mock.calls).toEqual([[OWN.id]]);
    expect(await confirmWithToken(signAlertToken('manage', ADDRESS, SECRET), [OWN.id])).toEqual({
      ok: false,
      problem: 'invalid',
    });
  });
});
