import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { KnownSearchValues } from '@/lib/alerts/known-values';
import type { SearchAlert } from '@/lib/content';
import { DEFAULT_SEARCH_STATE } from '@/lib/search/state/search-state';

const SPAM = 'FREE MONEY click www.example.com now, claim your prize today';
const KNOWN: KnownSearchValues = {
  propertyTypes: new Set(['Office']),
  cities: new Set(['Durban']),
  suburbs: new Set(),
  brokers: new Set(),
  priceRange: { min: 40, max: 400 },
  glaRange: { min: 50, max: 20_000 },
};
const ALERT: SearchAlert = {
  id: '5b0e7c1a-9d2f-4e83-a6b1-3c4d5e6f7a8b',
  addressId: 'a'.repeat(32),
  email: 'stranger@example.com',
  stateKey: 'city=Durban',
  frequency: 'daily',
  createdAt: '2026-11-25T08:00:00.000Z',
  confirmedAt: null,
  sinceMs: 0,
};

beforeAll(() => {
  vi.stubEnv('ALERTS_SECRET', 'unit-alerts-secret-of-thirty-two-characters');
});

describe('the confirmation e-mail', () => {
  it('names only known values and not a word anyone typed, in its subject or its body', async () => {
    const { composeConfirmationMail } = await import('@/lib/alerts/mail/alert-emails');
    const state = {
      ...DEFAULT_SEARCH_STATE,
      city: ['Durban', 'Visit www.spam.example'],
      query: SPAM,
      // A phone number as a "price" and a "GLA": outside every range the index knows.
      minPrice: 821_234_567,
      maxGLA: 800_123_456,
      minGLA: 200,
    };
    const mail = await composeConfirmationMail(ALERT, state, KNOWN);
    expect(mail.to).toEqual({ name: '', address: 'stranger@example.com' });
    expect(mail.subject).toBe('Confirm your property alert');
    // Plain text wraps long lines; the words are what count.
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('Commercial property to let in Durban matching the search words, from 200 m²');
    for (const typed of ['spam.example', 'FREE', 'MONEY', 'prize', '821', '800 123', '800123'])
      expect(mail.text + mail.html).not.toContain(typed);
    // A link's signed token is random text that may spell anything ("0fRee2"): only the rest counts.
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) =>
      decodeURIComponent(match[1] ?? '').replace(/token=[^&]*/, 'token='),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).not.toMatch(/FREE|MONEY|example\.com/i);
    const links = [...mail.html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((match) => match[1] ?? '');
    for (const text of links) expect(text).not.toContain('FREE MONEY');
    expect(text).toContain('Ridgeway Commercial (Pty) Ltd');
    expect(text).toContain('2004/018842/07');
  });
});

describe('the addresses of alert e-mails', () => {
  it.each(['Win_R5000<victim@x.co.za', 'victim@x.co.za(Call_0800123)'])(
    'refuses %j past the form: no e-mail is built for it',
    async (typed) => {
      const { composeConfirmationMail } = await import('@/lib/alerts/mail/alert-emails');
      const { MailAddressError } = await import('@/lib/mail/mail-address');
      const state = { ...DEFAULT_SEARCH_STATE, city: ['Durban'] };
      await expect(composeConfirmationMail({ ...ALERT, email: typed }, state, KNOWN)).rejects.toBeInstanceOf(
        MailAddressError,
      );
    },
  );
});
