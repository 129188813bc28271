'use server';

import { redirect } from 'next/navigation';
import { confirmWithToken } from './alert-confirmation-page';
import { ALERT_PAGE_PATHS } from './alert-links';
import {
  changeFrequencyWithManageToken,
  deleteAllWithManageToken,
  deleteWithManageToken,
  unsubscribeWithToken,
} from './alert-pages';
import { ALERT_FREQUENCIES, type AlertFrequency } from './digest-period';

function readText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

function back(path: string, token: string, outcome: string): never {
  redirect(`${path}?token=${encodeURIComponent(token)}&done=${outcome}`);
}

/*
 * Each takes the form state first, as useActionState passes it (components/alerts/alert-action-form.tsx),
 * and answers with a redirect to its page, which says what happened.
 */

/**
 * The confirm page's button: confirms the alerts whose boxes are ticked (an unticked box sends
 * nothing). Only a press does: a GET of the link (a mail scanner, a preview) changes nothing.
 */
export async function confirmAlertsAction(_state: null, formData: FormData): Promise<null> {
  const token = readText(formData, 'token');
  const ids = formData.getAll('alertId').filter((value): value is string => typeof value === 'string');
  if (ids.length === 0) back(ALERT_PAGE_PATHS.confirm, token, 'none');
  const result = await confirmWithToken(token, ids);
  back(ALERT_PAGE_PATHS.confirm, token, result.ok ? 'confirmed' : 'failed');
}

/** The unsubscribe page's button: deletes the alert, then the page says so. */
export async function unsubscribeAction(_state: null, formData: FormData): Promise<null> {
  const token = readText(formData, 'token');
  const result = await unsubscribeWithToken(token);
  back(ALERT_PAGE_PATHS.unsubscribe, token, result.ok ? 'unsubscribed' : 'failed');
}

export async function deleteAlertAction(_state: null, formData: FormData): Promise<null> {
  const token = readText(formData, 'token');
  const result = await deleteWithManageToken(token, readText(formData, 'alertId'));
  back(ALERT_PAGE_PATHS.manage, token, result.ok ? 'deleted' : 'failed');
}

export async function deleteAllAlertsAction(_state: null, formData: FormData): Promise<null> {
  const token = readText(formData, 'token');
  const result = await deleteAllWithManageToken(token);
  back(ALERT_PAGE_PATHS.manage, token, result.ok ? 'deleted-all' : 'failed');
}

export async function changeFrequencyAction(_state: null, formData: FormData): Promise<null> {
  const token = readText(formData, 'token');
  const frequency = readText(formData, 'frequency');
  if (!(ALERT_FREQUENCIES as readonly string[]).includes(frequency)) {
    back(ALERT_PAGE_PATHS.manage, token, 'failed');
  }
  const result = await changeFrequencyWithManageToken(
    token,
    readText(formData, 'alertId'),
    frequency as AlertFrequency,
  );
  back(ALERT_PAGE_PATHS.manage, token, result.ok && result.value ? 'frequency' : 'failed');
}
