import 'server-only';
import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** HTML for capable clients and the same words as plain text for the rest, from one React tree. */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
