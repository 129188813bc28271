import { beforeEach, describe, expect, it, vi } from 'vitest';

async function load(env: Record<string, string>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('@/lib/mail/mail-identity');
}

describe('mail identity', () => {
  beforeEach(() => vi.unstubAllEnvs());

  it('sends as the brand at no-reply@ the site domain, and general enquiries go to enquiries@ it', async () => {
    const identity = await load({
      NEXT_PUBLIC_SITE_URL: 'https://www.ridgeway.co.za',
      NEXT_PUBLIC_BRAND_NAME: 'Ridgeway',
    });
    expect(identity.senderAddress()).toEqual({ name: 'Ridgeway', address: 'no-reply@ridgeway.co.za' });
    expect(identity.enquiryDeskAddress()).toBe('enquiries@ridgeway.co.za');
  });

  it("sends general enquiries to the sample company's desk while the site names this machine", async () => {
    for (const siteUrl of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000']) {
      const identity = await load(
        siteUrl === 'http://localhost:3000' ? {} : { NEXT_PUBLIC_SITE_URL: siteUrl },
      );
      expect(identity.enquiryDeskAddress(), siteUrl).toBe('enquiries@ridgewaycommercial.co.za');
      expect(identity.enquiryDeskProblem(), siteUrl).toBeNull();
    }
  });

  it('names ENQUIRY_DESK_EMAIL at start when the desk derived from the site is no address', async () => {
    const underscored = await load({ NEXT_PUBLIC_SITE_URL: 'http://leads_desk:3000' });
    expect(underscored.enquiryDeskAddress()).toBe('enquiries@leads_desk');
    expect(underscored.enquiryDeskProblem()).toMatch(
      /^ENQUIRY_DESK_EMAIL is not set, and enquiries@leads_desk/,
    );
    const configured = await load({
      NEXT_PUBLIC_SITE_URL: 'http://leads_desk:3000',
      ENQUIRY_DESK_EMAIL: 'desk@ridgeway.co.za',
    });
    expect(configured.enquiryDeskProblem()).toBeNull();
  });

  it('takes MAIL_FROM and ENQUIRY_DESK_EMAIL when they are set', async () => {
    const identity = await load({
      NEXT_PUBLIC_SITE_URL: 'https://www.ridgeway.co.za',
      MAIL_FROM: 'Ridgeway Leads <leads@ridgeway.co.za>',
      ENQUIRY_DESK_EMAIL: 'desk@ridgeway.co.za',
    });
    expect(identity.senderAddress()).toBe('Ridgeway Leads <leads@ridgeway.co.za>');
    expect(identity.enquiryDeskAddress()).toBe('desk@ridgeway.co.za');
  });

  it('carries the company from config, the sample company until it is set', async () => {
    const sample = await load({ NEXT_PUBLIC_BRAND_NAME: 'Ridgeway Commercial' });
    expect(sample.companyIdentity()).toEqual({
      legalName: 'Ridgeway Commercial (Pty) Ltd',
      postalAddress: 'Ridgeway House, 61 Katherine Street, Sandown, Sandton, 2196',
      registration: 'Company registration number 2004/018842/07',
    });
    const configured = await load({
      COMPANY_LEGAL_NAME: 'Acme Property (Pty) Ltd',
      COMPANY_POSTAL_ADDRESS: 'PO Box 1, Cape Town, 8000',
      COMPANY_REGISTRATION: 'Reg. 2020/000001/07 · PPRA FFC 123',
    });
    expect(configured.companyIdentity()).toEqual({
      legalName: 'Acme Property (Pty) Ltd',
      postalAddress: 'PO Box 1, Cape Town, 8000',
      registration: 'Reg. 2020/000001/07 · PPRA FFC 123',
    });
    expect(configured.mailSettingsToReview().join(' ')).not.toMatch(/COMPANY_/);
  });

  it('refuses SMTP while the site URL names localhost, naming the variable to set', async () => {
    const local = await load({});
    expect(local.siteUrlNamesLocalhost()).toBe(true);
    expect(() => local.assertSiteUrlForSmtp()).toThrow(/NEXT_PUBLIC_SITE_URL/);
    expect(local.mailSettingsToReview()[0]).toMatch(/^NEXT_PUBLIC_SITE_URL is http:\/\/localhost:3000/);
    const hosted = await load({ NEXT_PUBLIC_SITE_URL: 'https://www.ridgeway.co.za' });
    expect(() => hosted.assertSiteUrlForSmtp()).not.toThrow();
    expect(hosted.siteUrlNamesLocalhost('http://127.0.0.1:3100')).toBe(false);
    expect(hosted.siteUrlNamesLocalhost('http://preview.localhost:3000')).toBe(true);
  });
});
