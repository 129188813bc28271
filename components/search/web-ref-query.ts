import { readWebRef } from '@/lib/listings/web-ref-text';

/** Whether a search form's text is a web ref, which only /search can tell a listing's or not. */
export function isWebRefQuery(form: HTMLFormElement): boolean {
  const text = new FormData(form).get('query');
  return typeof text === 'string' && readWebRef(text) !== null;
}
