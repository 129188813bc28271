import { describe, expect, it } from 'vitest';
import { parseEnquiryInput } from '@/lib/embedded/content/enquiry-input';

const REPORT = {
  name: '',
  email: '',
  phone: '',
  message: 'Reported: It has been let or sold',
  source: 'report',
  propertyKey: 'p-0042',
};

describe('parseEnquiryInput', () => {
  it('takes a listing report without a name or an address', () => {
    expect(parseEnquiryInput(REPORT)).toMatchObject({
      source: 'report',
      name: '',
      email: '',
      propertyKey: 'p-0042',
    });
  });

  it('still checks an address a report gives, and wants its message', () => {
    expect(() => parseEnquiryInput({ ...REPORT, email: 'not-an-address' })).toThrow(
      'Please enter a valid email address.',
    );
    expect(() => parseEnquiryInput({ ...REPORT, message: '  ' })).toThrow('Field is required');
  });

  it('wants a name and an address of every other enquiry', () => {
    expect(() => parseEnquiryInput({ ...REPORT, source: 'property' })).toThrow('Field is required');
    expect(() => parseEnquiryInput({ ...REPORT, source: 'leak' })).toThrow(
      'source must be property, unit, contact or report',
    );
  });
});
