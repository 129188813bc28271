import { describe, expect, it } from 'vitest';
import { buildWhatsAppHref, chooseContactLine, whatsAppMessage } from '@/lib/listings/contact-line';

const LISTING = {
  name: 'G01, Sandton Place',
  webRef: 'RC-10315',
  url: 'https://www.example.co.za/to-let/office/johannesburg/sandton/sandton-place/g01',
};
const DESK = { name: 'our office', phone: '011 555 0100' };

describe('buildWhatsAppHref', () => {
  it('opens a chat with the number, the message encoded', () => {
    expect(buildWhatsAppHref('27825550147', 'Hello & welcome: 100%?')).toBe(
      'https://wa.me/27825550147?text=Hello%20%26%20welcome%3A%20100%25%3F',
    );
  });

  it('prefills the listing by name, web ref and address', () => {
    const href = buildWhatsAppHref('27825550147', whatsAppMessage(LISTING));
    const text = new URL(href).searchParams.get('text');
    expect(text).toBe(
      'Hello, I am interested in G01, Sandton Place (web ref RC-10315): https://www.example.co.za/to-let/office/johannesburg/sandton/sandton-place/g01',
    );
  });
});

describe('chooseContactLine', () => {
  it('calls and messages the first broker with a cell number', () => {
    const line = chooseContactLine(
      [
        { name: 'Liezl Steyn', phone: '' },
        { name: 'Thandiwe Nkosi', phone: '+27 82 555 0147' },
        { name: 'Ravi Pillay', phone: '084 555 0151' },
      ],
      DESK,
      LISTING,
    );
    expect(line?.name).toBe('Thandiwe Nkosi');
    expect(line?.telHref).toBe('tel:+27825550147');
    expect(line?.whatsAppHref).toMatch(/^https:\/\/wa\.me\/27825550147\?text=Hello/);
  });

  it('gives a listing without a broker’s cell number the desk, by call only when the desk is a landline', () => {
    const line = chooseContactLine([{ name: 'Liezl Steyn', phone: '021 555 0160' }], DESK, LISTING);
    expect(line).toEqual({ name: 'our office', telHref: 'tel:0115550100', whatsAppHref: null });
  });

  it('messages the desk when its number is a cell number', () => {
    const line = chooseContactLine([], { name: 'our office', phone: '082 555 0100' }, LISTING);
    expect(line?.whatsAppHref).toMatch(/^https:\/\/wa\.me\/27825550100\?/);
  });

  it('has no line when neither a broker nor the desk has a number', () => {
    expect(chooseContactLine([{ name: 'Liezl Steyn', phone: '' }], null, LISTING)).toBeNull();
    expect(chooseContactLine([], { name: 'our office', phone: 'ask at reception' }, LISTING)).toBeNull();
  });
});
