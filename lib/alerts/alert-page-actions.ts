'use server';

import { ALERT_PAGE_PATHS } from './alert-links';
import { deleteAllWithManageToken, deleteWithManageToken, unsubscribeWithToken } from './alert-pages';
import { redirect } from 'next/navigation';

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
