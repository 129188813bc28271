import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendAlertConfirmation } from '@/lib/alerts/send-confirmation';
import { releaseAlertConfirmation, reserveAlertConfirmation, type SearchAlert } from '@/lib/content';
import { sendMail } from '@/lib/mail/mail-transport';
import { DEFAULT_SEARCH_STATE } from '@/lib/search/state/search-state';

vi.mock('@/lib/content', () => ({ reserveAlertConfirmation: vi.fn(), releaseAlertConfirmation: vi.fn() }));
vi.mock('@/lib/mail/mail-transport', () => ({ sendMail: vi.fn() }));
vi.mock('@/lib/alerts/mail/alert-emails', () => ({
  composeConfirmationMail: vi.fn(async () => ({
    to: { name: '', address: 'a@example.com' },
    subject: 's',
    html: '',
    text: '',
  })),
}));

const ALERT: SearchAlert = {
  id: '5b0e7c1a-9d2f-4e83-a6b1-3c4d5e6f7a8b',
  addressId: 'a'.repeat(32),
  email: 'a@example.com',
  stateKey: 'city=Durban',
  frequency: 'daily',
  createdAt: '2026-11-25T08:00:00.000Z',
  confirmedAt: null,
  sinceMs: 0,
};
const KNOWN = {
  propertyTypes: new Set<string>(),
  cities: new Set<string>(),
  suburbs: new Set<string>(),
  brokers: new Set<string>(),
  priceRange: null,
  glaRange: null,
};
const CLIENT = 'c'.repeat(32);
const send = () => sendAlertConfirmation(ALERT, DEFAULT_SEARCH_STATE, KNOWN, CLIENT);

describe('sendAlertConfirmation', () => {
  beforeEach(() => {
    vi.mocked(reserveAlertConfirmation).mockReset();
    vi.mocked(releaseAlertConfirmation).mockReset().mockResolvedValue();
    vi.mocked(sendMail).mockReset().mockResolvedValue();
  });

  it('sends only with a reservation', async () => {
    vi.mocked(reserveAlertConfirmation).mockResolvedValue('reserved');
    expect(await send()).toBe('sent');
    expect(reserveAlertConfirmation).toHaveBeenCalledWith(ALERT.addressId, CLIENT);
    expect(sendMail).toHaveBeenCalledTimes(1);
  });

  it('sends nothing to an address that had its e-mail today, or for a confirmed alert', async () => {
    vi.mocked(reserveAlertConfirmation).mockResolvedValue('address-limit');
    expect(await send()).toBe('sent-recently');
    expect(
      await sendAlertConfirmation(
        { ...ALERT, confirmedAt: ALERT.createdAt },
        DEFAULT_SEARCH_STATE,
        KNOWN,
        CLIENT,
      ),
    ).toBe('not-needed');
    expect(sendMail).not.toHaveBeenCalled();
  });

  it('sends nothing for a client network that had its share of the hour', async () => {
    vi.mocked(reserveAlertConfirmation).mockResolvedValue('client-share-spent');
    expect(await send()).toBe('client-limit');
    expect(sendMail).not.toHaveBeenCalled();
  });

  it('logs once when the hourly budget is spent, however many saves meet it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(reserveAlertConfirmation).mockResolvedValue('hourly-budget-spent');
    for (let save = 0; save < 5; save += 1) expect(await send()).toBe('paused');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /hourly budget of 100 confirmation e-mails \(ALERT_CONFIRMATIONS_PER_HOUR\)/,
    );
    expect(sendMail).not.toHaveBeenCalled();
  });

  it('gives the reservation back when the e-mail could not go', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(reserveAlertConfirmation).mockResolvedValue('reserved');
    vi.mocked(sendMail).mockRejectedValue(new Error('ECONNREFUSED'));
    expect(await send()).toBe('failed');
    expect(releaseAlertConfirmation).toHaveBeenCalledWith(ALERT.addressId);
  });
});
