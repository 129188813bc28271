import dayjs from 'dayjs';

/**
 * How long the personal data visitors leave is kept: enquiries for ENQUIRY_RETENTION_MONTHS (24),
 * saved searches nobody confirmed for UNCONFIRMED_ALERT_RETENTION_DAYS (7). `npm run data:prune`
 * deletes what is older; the privacy notice says the same.
 */
export interface RetentionPeriods {
  enquiryMonths: number;
  unconfirmedAlertDays: number;
}

export interface RetentionCutoffs {
  /** Enquiries received before this are deleted. */
  enquiries: Date;
  /** Alerts saved before this and never confirmed are deleted. */
  unconfirmedAlerts: Date;
}

export function retentionCutoffs(now: Date, periods: RetentionPeriods): RetentionCutoffs {
  return {
    enquiries: dayjs(now).subtract(periods.enquiryMonths, 'month').toDate(),
    unconfirmedAlerts: dayjs(now).subtract(periods.unconfirmedAlertDays, 'day').toDate(),
  };
}

/** "24 months", "1 month". */
export function formatPeriod(count: number, unit: 'month' | 'day'): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
