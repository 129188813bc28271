import type { AlertFrequency, DigestStatus } from '@/lib/alerts/digest-period';

/** One saved search as the embedded content service keeps it. */
export interface StoredSearchAlert {
  id: string;
  /** A keyed hash of the address (lib/alerts/alert-tokens.ts), what manage links name. */
  addressId: string;
  email: string;
  stateKey: string;
  frequency: AlertFrequency;
  createdAt: string;
  confirmedAt: string | null;
  /** Listings changed after this time (ms since the epoch) go into the next digest. */
  sinceMs: number;
}

export interface SearchAlertSave {
  addressId: string;
  email: string;
  stateKey: string;
  frequency: AlertFrequency;
}

export interface DueAlertsQuery {
  dailyPeriod: string;
  weeklyPeriod: string;
  /** Paging by id: alerts after this one. */
  after: string;
  first: number;
}

export interface DueInstantAlertsQuery {
  /** ISO time an hour ago: an alert mailed (or claimed) since is not due. */
  since: string;
  after: string;
  first: number;
}

export interface DigestCompletion {
  alertId: string;
  period: string;
  status: Exclude<DigestStatus, 'claimed'>;
  /** For a sent digest: the new watermark, the time its search ran. */
  sinceMs: number | null;
}
