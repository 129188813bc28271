import { describe, expect, it } from 'vitest';
import {
  checkReport,
  composeReportMessage,
  REPORT_DETAILS_LIMIT,
  REPORT_MESSAGES,
} from '@/lib/enquiries/listing-report';
import { VALIDATION_MESSAGES } from '@/lib/validation/validators';

const report = (change: Partial<Parameters<typeof checkReport>[0]> = {}) => ({
  reason: 'let-or-sold',
  details: '',
  email: '',
  ...change,
});

describe('checkReport', () => {
  it('takes a reason alone: the note and the address are optional', () => {
    expect(checkReport(report())).toEqual({});
    expect(checkReport(report({ reason: 'wrong-price', email: 'lerato@example.co.za' }))).toEqual({});
  });

  it('wants one of its reasons, a note for "something else", a note it can read and a real address', () => {
    expect(checkReport(report({ reason: '' }))).toEqual({ reason: REPORT_MESSAGES.reason });
    expect(checkReport(report({ reason: 'spam' }))).toEqual({ reason: REPORT_MESSAGES.reason });
    expect(checkReport(report({ reason: 'other', details: '  ' }))).toEqual({
      details: REPORT_MESSAGES.details,
    });
    expect(checkReport(report({ details: 'x'.repeat(REPORT_DETAILS_LIMIT + 1) }))).toEqual({
      details: REPORT_MESSAGES.detailsTooLong,
    });
    expect(checkReport(report({ email: 'lerato@' }))).toEqual({ email: VALIDATION_MESSAGES.email });
  });
});

describe('composeReportMessage', () => {
  it('gives the desk the reason in words, then the note', () => {
    expect(composeReportMessage(report({ details: ' Let to a law firm in November. ' }))).toBe(
      'Reported: It has been let or sold\n\nLet to a law firm in November.',
    );
    expect(composeReportMessage(report({ reason: 'wrong-price' }))).toBe('Reported: The price is wrong');
  });
});
