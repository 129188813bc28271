import type { FormRules } from './validators';

/** The fields of the "Email me new listings" form that SPEC §5's validators check. */
export type SearchAlertField = 'email' | 'consent';

export const SEARCH_ALERT_RULES: FormRules<SearchAlertField> = {
  email: { required: true, validators: ['email'] },
  consent: { required: true },
};

/** RFC 5321's longest forward path; the server refuses longer. */
export const SEARCH_ALERT_LIMITS = { email: 254 } as const;
