import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '@/lib/content/errors';
import { submitEnquiry } from '@/lib/content';
import { INITIAL_ENQUIRY_FORM_STATE } from '@/lib/enquiries/form-state';
import { drainLeadMail } from '@/lib/enquiries/lead-delivery';
import { resolveEnquiryDelivery } from '@/lib/enquiries/lead-routing';
import { submitEnquiryAction } from '@/lib/enquiries/submit-enquiry-action';
import { headers } from 'next/headers';
import { after } from 'next/server';

vi.mock('next/headers', () => ({ headers: vi.fn() }));
vi.mock('next/server', () => ({ after: vi.fn() }));
vi.mock('@/lib/enquiries/lead-routing', () => ({ resolveEnquiryDelivery: vi.fn() }));
vi.mock('@/lib/enquiries/lead-delivery', () => ({ drainLeadMail: vi.fn() }));
vi.mock('@/lib/content', async () => ({
  ...(await import('@/lib/content/errors')),
  submitEnquiry: vi.fn(),
}));

const submitMock = vi.mocked(submitEnquiry);
const routeMock = vi.mocked(resolveEnquiryDelivery);
const afterMock = vi.mocked(after);
const DELIVERY = {
  recipientName: 'Thandiwe Nkosi',
  recipientEmail: 'thandiwe.nkosi@ridgewaycommercial.co.za',
  listingName: 'G01, Harbour View',
  webRef: 'RC-10042',
  listingPath: '/to-let/office/durban/umhlanga/harbour-view/g01',
};
const RECEIPT = { id: '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b', receivedAt: '2025-03-01T08:00:00.000Z' };
const VALID = {
  name: '  Sipho Ndlovu ',
  email: ' sipho@example.co.za ',
  phone: '082 555 0147',
  message: ' Is the ground floor still available? ',
};
const UNAVAILABLE = 'We could not send your enquiry just now. Please try again, or call the broker directly.';

let ipCount = 0;

// The rate limiter is shared process state, so each test speaks from its own address.
function useFreshIp(): string {
  ipCount += 1;
  const ip = `198.51.100.${ipCount}`;
  vi.mocked(headers).mockResolvedValue(new Headers({ 'x-forwarded-for': ip }));
  return ip;
}

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

function submit(fields: Record<string, string>) {
  return submitEnquiryAction(INITIAL_ENQUIRY_FORM_STATE, formData(fields));
}

describe('submitEnquiryAction', () => {
  beforeEach(() => {
    submitMock.mockReset();
    submitMock.mockResolvedValue(RECEIPT);
    routeMock.mockReset();
    routeMock.mockResolvedValue(DELIVERY);
    afterMock.mockReset();
    useFreshIp();
  });

  it('stores a valid enquiry with trimmed values and keys, and returns a short reference', async () => {
    const state = await submit({
      ...VALID,
      source: 'unit',
      propertyKey: 'p-0042',
      unitKey: ' u-7 ',
      brokerKey: 'broker-1',
      website: '',
    });
    expect(submitMock).toHaveBeenCalledExactlyOnceWith({
      name: 'Sipho Ndlovu',
      email: 'sipho@example.co.za',
      phone: '082 555 0147',
      message: 'Is the ground floor still available?',
      source: 'unit',
      propertyKey: 'p-0042',
      unitKey: 'u-7',
      brokerKey: 'broker-1',
      delivery: DELIVERY,
    });
    expect(routeMock).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        source: 'unit',
        propertyKey: 'p-0042',
        unitKey: 'u-7',
        brokerKey: 'broker-1',
      }),
    );
    expect(state).toEqual({
      status: 'success',
      reference: '3F2A9C1E',
      answeredBy: { kind: 'broker', name: 'Thandiwe Nkosi' },
      values: VALID,
    });
  });

  it('tells the sender of a general enquiry that the enquiry desk answers', async () => {
    routeMock.mockResolvedValue({ ...DELIVERY, recipientName: 'Enquiry desk' });
    const state = await submit({ ...VALID, source: 'contact', website: '' });
    expect(state.answeredBy).toEqual({ kind: 'desk' });
  });

  it('sends the mail of a stored enquiry once the visitor has their answer, and none for a failure', async () => {
    await submit({ ...VALID, source: 'contact' });
    expect(afterMock).toHaveBeenCalledExactlyOnceWith(drainLeadMail);
    afterMock.mockReset();
    submitMock.mockRejectedValue(
      new ContentError('unavailable', 'The content service could not be reached.'),
    );
    await submit({ ...VALID, source: 'contact' });
    await submit({ ...VALID, source: 'contact', website: 'https://spam.example' });
    expect(afterMock).not.toHaveBeenCalled();
  });

  it('leaves absent keys out and treats a missing phone as empty', async () => {
    const state = await submit({
      name: 'Lerato',
      email: 'lerato@example.co.za',
      message: 'Hi',
      source: 'contact',
    });
    expect(state.status).toBe('success');
    expect(submitMock).toHaveBeenCalledExactlyOnceWith({
      name: 'Lerato',
      email: 'lerato@example.co.za',
      phone: '',
      message: 'Hi',
      source: 'contact',
      propertyKey: undefined,
      unitKey: undefined,
      brokerKey: undefined,
      delivery: DELIVERY,
    });
  });

  it('returns the SPEC messages per field without calling the backend', async () => {
    const fields = { name: 'A', email: 'sipho@example', phone: '123', message: '  ', source: 'property' };
    const state = await submit(fields);
    expect(submitMock).not.toHaveBeenCalled();
    expect(state).toEqual({
      status: 'error',
      message: 'Please check the highlighted fields.',
      fieldErrors: {
        name: 'Must contain at least 2 characters',
        email: 'Please enter a valid email address.',
        phone: 'Invalid phone number',
        message: 'Field is required',
      },
      values: { name: 'A', email: 'sipho@example', phone: '123', message: '  ' },
    });
  });

  it('reads files and missing fields as empty text', async () => {
    const data = formData({ email: 'sipho@example.co.za', message: 'Hi', source: 'contact' });
    data.set('name', new Blob(['Sipho']), 'name.txt');
    const state = await submitEnquiryAction(INITIAL_ENQUIRY_FORM_STATE, data);
    expect(submitMock).not.toHaveBeenCalled();
    expect(state.fieldErrors).toEqual({ name: 'Field is required' });
    expect(state.values).toEqual({ name: '', email: 'sipho@example.co.za', phone: '', message: 'Hi' });
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const state = await submit({ ...VALID, source: 'contact', website: 'https://spam.example' });
    expect(submitMock).not.toHaveBeenCalled();
    expect(state.status).toBe('success');
    expect(state.reference).toMatch(/^[0-9A-F]{8}$/);
    expect(state.answeredBy).toEqual({ kind: 'broker', name: 'Thandiwe Nkosi' });
  });

  it('rejects oversize input with a clear message and keeps the values', async () => {
    const fields = { ...VALID, message: 'x'.repeat(4001), source: 'contact' };
    const state = await submit(fields);
    expect(submitMock).not.toHaveBeenCalled();
    expect(state.status).toBe('error');
    expect(state.message).toBe('Message is too long: please keep it to 4000 characters or fewer.');
    expect(state.fieldErrors).toEqual({ message: 'Must contain at most 4000 characters' });
    expect(state.values?.message).toHaveLength(4001);
  });

  it('accepts a message of exactly the limit', async () => {
    const state = await submit({ ...VALID, message: 'x'.repeat(4000), source: 'contact' });
    expect(state.status).toBe('success');
  });

  it('rejects a source or key our pages never write', async () => {
    const badSource = await submit({ ...VALID, source: 'admin' });
    const longKey = await submit({ ...VALID, source: 'property', propertyKey: 'p'.repeat(101) });
    expect(submitMock).not.toHaveBeenCalled();
    for (const state of [badSource, longKey]) {
      expect(state).toEqual({
        status: 'error',
        message: 'We could not send your enquiry. Please reload the page and try again.',
        values: VALID,
      });
    }
  });

  it('refuses the 6th enquiry from one address within 10 minutes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await submit({ ...VALID, source: 'contact' })).status).toBe('success');
    }
    const refused = await submit({ ...VALID, source: 'contact' });
    expect(refused).toEqual({
      status: 'error',
      message: 'You have sent several enquiries in a short time. Please wait a few minutes or call us.',
      values: VALID,
    });
    expect(submitMock).toHaveBeenCalledTimes(5);

    useFreshIp();
    expect((await submit({ ...VALID, source: 'contact' })).status).toBe('success');
  });

  it('keeps the values and says what to do when the backend is unavailable', async () => {
    submitMock.mockRejectedValue(
      new ContentError('unavailable', 'The content service could not be reached.'),
    );
    const state = await submit({ ...VALID, source: 'contact' });
    expect(state).toEqual({ status: 'error', message: UNAVAILABLE, values: VALID });
  });

  it('maps a backend validator message to the field it belongs to', async () => {
    submitMock.mockRejectedValue(new ContentError('bad_request', 'Invalid phone number'));
    const state = await submit({ ...VALID, source: 'contact' });
    expect(state).toEqual({
      status: 'error',
      message: 'Please check the highlighted fields.',
      fieldErrors: { phone: 'Invalid phone number' },
      values: VALID,
    });
  });

  it('keeps a bad request that names no single field as a general error', async () => {
    submitMock.mockRejectedValue(new ContentError('bad_request', 'propertyKey is not a valid key'));
    const notAField = await submit({ ...VALID, source: 'property', propertyKey: 'p 42' });
    submitMock.mockRejectedValue(new ContentError('bad_request', 'Field is required'));
    const ambiguous = await submit({ ...VALID, source: 'contact' });
    for (const state of [notAField, ambiguous]) {
      expect(state.status).toBe('error');
      expect(state.fieldErrors).toBeUndefined();
      expect(state.message).toBe('We could not send your enquiry. Please reload the page and try again.');
    }
  });

  it('lets an unexpected error surface instead of hiding a bug', async () => {
    submitMock.mockRejectedValue(new TypeError('boom'));
    await expect(submit({ ...VALID, source: 'contact' })).rejects.toThrow('boom');
  });
});
