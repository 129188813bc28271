import { describe, expect, it } from 'vitest';
import { checkSearchAlertFields, readSearchAlertForm } from '@/lib/alerts/read-search-alert-form';

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('the alert form on the server', () => {
  it('reads text only, an unknown frequency as weekly and consent as yes or nothing', () => {
    const submission = readSearchAlertForm(
      form({ email: new Blob(['x']), frequency: 'hourly', consent: 'sure', stateKey: 'city=Durban' }),
    );
    expect(submission).toEqual({
      values: { email: '', frequency: 'weekly', consent: '' },
      stateKey: 'city=Durban',
      website: '',
    });
  });

  it("answers with SPEC §5's messages", () => {
    const values = { email: 'not-an-address', frequency: 'daily' as const, consent: '' };
    expect(checkSearchAlertFields(values, 'Check')).toEqual({
      status: 'error',
      message: 'Check',
      fieldErrors: { email: 'Please enter a valid email address.', consent: 'Field is required' },
      values,
    });
    expect(checkSearchAlertFields({ ...values, email: '', consent: 'yes' }, 'Check')?.fieldErrors).toEqual({
      email: 'Field is required',
    });
    expect(
      checkSearchAlertFields({ ...values, email: 'jane@example.com', consent: 'yes' }, 'Check'),
    ).toBeNull();
  });

  it('refuses an address longer than SMTP allows', () => {
    const values = { email: `${'a'.repeat(250)}@example.com`, frequency: 'daily' as const, consent: 'yes' };
    expect(checkSearchAlertFields(values, 'Check')?.fieldErrors?.email).toBe(
      'Must contain at most 254 characters',
    );
  });
});
