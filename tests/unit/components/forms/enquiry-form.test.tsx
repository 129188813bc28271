// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EnquiryForm } from '@/components/forms/enquiry-form';
import type { EnquiryFormState } from '@/lib/enquiries/form-state';
import { submitEnquiryAction } from '@/lib/enquiries/submit-enquiry-action';

vi.mock('@/lib/enquiries/submit-enquiry-action', () => ({ submitEnquiryAction: vi.fn() }));

const actionMock = vi.mocked(submitEnquiryAction);

function field(label: RegExp): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function type(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function fillValid() {
  type(/^Name/, 'Sipho Ndlovu');
  type(/^Email/, 'sipho@example.co.za');
  type(/^Phone/, '082 555 0147');
  type(/^Message/, 'Is the ground floor still available?');
}

function submitButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Send enquiry' });
}

describe('EnquiryForm', () => {
  beforeEach(() => actionMock.mockReset());

  it('labels every field and marks the required ones', () => {
    render(<EnquiryForm source="property" propertyKey="p-0042" />);
    expect(field(/^Name/).getAttribute('autocomplete')).toBe('name');
    expect(field(/^Email/).type).toBe('email');
    expect(field(/^Phone/).type).toBe('tel');
    expect(field(/^Phone/).getAttribute('inputmode')).toBe('tel');
    expect(field(/^Message/).tagName).toBe('TEXTAREA');
    expect(field(/^Message/).maxLength).toBe(4000);
    for (const label of [/^Name/, /^Email/, /^Message/]) {
      expect(field(label).required).toBe(true);
      expect(field(label).getAttribute('aria-required')).toBe('true');
    }
    expect(field(/^Phone/).required).toBe(false);
    const form = submitButton().form;
    expect(form?.noValidate).toBe(true);
    expect((form?.elements.namedItem('source') as HTMLInputElement).value).toBe('property');
    expect((form?.elements.namedItem('propertyKey') as HTMLInputElement).value).toBe('p-0042');
    expect(form?.elements.namedItem('unitKey')).toBeNull();
    const honeypot = form?.elements.namedItem('website') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the red asterisk only while a required field is empty', () => {
    render(<EnquiryForm source="contact" />);
    expect(screen.getAllByText('*')).toHaveLength(3);
    // The asterisk is hidden from assistive technology, which hears "(required)" instead.
    expect(screen.getByRole('textbox', { name: 'Name (required)' })).toBe(field(/^Name/));
    type(/^Name/, 'Sipho');
    expect(screen.getAllByText('*')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(field(/^Name/));
    type(/^Name/, '');
    expect(screen.getAllByText('*')).toHaveLength(3);
  });

  it('starts the message with the default message, so its asterisk is hidden', () => {
    render(<EnquiryForm source="unit" defaultMessage="I am interested in unit 4." />);
    expect(field(/^Message/).value).toBe('I am interested in unit 4.');
    expect(screen.getAllByText('*')).toHaveLength(2);
  });

  it('validates one field on blur with the SPEC messages', () => {
    render(<EnquiryForm source="contact" />);
    fireEvent.blur(field(/^Name/));
    // The message names its field, read alone as the field's description too.
    expect(screen.getByText('Name: Field is required')).toBeDefined();
    expect(field(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Name/).getAttribute('aria-describedby')).toBe(
      screen.getByText('Name: Field is required').id,
    );
    expect(screen.getAllByText(/Field is required$/)).toHaveLength(1);

    type(/^Name/, 'A');
    fireEvent.blur(field(/^Name/));
    expect(screen.getByText('Name: Must contain at least 2 characters')).toBeDefined();

    type(/^Email/, 'sipho@example');
    fireEvent.blur(field(/^Email/));
    expect(screen.getByText('Email: Please enter a valid email address.')).toBeDefined();

    type(/^Phone/, '123');
    fireEvent.blur(field(/^Phone/));
    expect(screen.getByText('Phone: Invalid phone number')).toBeDefined();

    type(/^Phone/, '082 555 0147');
    fireEvent.blur(field(/^Phone/));
    expect(screen.queryByText(/Invalid phone number/)).toBeNull();
    expect(field(/^Phone/).hasAttribute('aria-invalid')).toBe(false);
    expect(field(/^Phone/).hasAttribute('aria-describedby')).toBe(false);
  });

  it('blocks an invalid submit, shows every message and focuses the first invalid field', () => {
    render(<EnquiryForm source="contact" />);
    fireEvent.click(submitButton());
    expect(screen.getAllByText(/: Field is required$/)).toHaveLength(3);
    expect(document.activeElement).toBe(field(/^Name/));
    expect(actionMock).not.toHaveBeenCalled();
  });

  it('clears a shown error as soon as the field is fixed, before it loses focus', () => {
    render(<EnquiryForm source="contact" />);
    fireEvent.click(submitButton());
    expect(screen.getAllByText(/: Field is required$/)).toHaveLength(3);
    type(/^Name/, 'Sipho Ndlovu');
    expect(screen.getAllByText(/: Field is required$/)).toHaveLength(2);
    type(/^Email/, 'sipho@');
    expect(screen.getByText('Email: Please enter a valid email address.')).toBeDefined();
  });

  it('sends a valid enquiry and replaces the form with a focused confirmation', async () => {
    actionMock.mockResolvedValue({
      status: 'success',
      reference: '3F2A9C1E',
      answeredBy: { kind: 'broker', name: 'Thandi Mokoena' },
    } satisfies EnquiryFormState);
    render(<EnquiryForm source="property" propertyKey="p-0042" />);
    fillValid();
    fireEvent.click(submitButton());
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'Thank you — your enquiry has been sent. Reference 3F2A9C1E. Thandi Mokoena, the broker for this listing, will contact you within one business day.',
    );
    expect(document.activeElement).toBe(status);
    expect(screen.queryByRole('button', { name: 'Send enquiry' })).toBeNull();
    expect(actionMock).toHaveBeenCalledTimes(1);
    const sent = actionMock.mock.calls[0]?.[1];
    expect(sent).toBeInstanceOf(FormData);
    expect(sent?.get('name')).toBe('Sipho Ndlovu');
    expect(sent?.get('propertyKey')).toBe('p-0042');
    expect(sent?.get('website')).toBe('');
  });

  it('names the enquiry desk as who answers a general enquiry', async () => {
    actionMock.mockResolvedValue({
      status: 'success',
      reference: '7B10C4D2',
      answeredBy: { kind: 'desk' },
    } satisfies EnquiryFormState);
    render(<EnquiryForm source="contact" />);
    fillValid();
    fireEvent.click(submitButton());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Thank you — your enquiry has been sent. Reference 7B10C4D2. Our enquiry desk will contact you within one business day.',
    );
  });

  it('shows "Sending…" on a disabled button while the action runs', async () => {
    let finish: (state: EnquiryFormState) => void = () => undefined;
    actionMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<EnquiryForm source="contact" />);
    fillValid();
    fireEvent.click(submitButton());
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    finish({ status: 'success', reference: 'ABCDEF12', answeredBy: { kind: 'desk' } });
    expect(await screen.findByRole('status')).toBeDefined();
  });

  it('keeps the values and shows the server errors when sending fails', async () => {
    actionMock.mockResolvedValue({
      status: 'error',
      message: 'Please check the highlighted fields.',
      fieldErrors: { phone: 'Invalid phone number' },
    } satisfies EnquiryFormState);
    render(<EnquiryForm source="contact" />);
    fillValid();
    fireEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please check the highlighted fields.');
    expect(field(/^Phone/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Phone: Invalid phone number')).toBeDefined();
    expect(field(/^Name/).value).toBe('Sipho Ndlovu');
    expect(field(/^Message/).value).toBe('Is the ground floor still available?');
  });
});
