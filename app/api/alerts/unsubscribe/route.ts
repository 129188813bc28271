import { readToken, unsubscribeWithToken } from '@/lib/alerts/alert-pages';

function answer(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the link in
 * the List-Unsubscribe header. The signed token in the link is the whole authority; the body is not
 * needed to act, so it is not read.
 */
export async function POST(request: Request): Promise<Response> {
  const token = readToken(new URL(request.url).searchParams.get('token') ?? undefined);
  const result = await unsubscribeWithToken(token);
  if (result.ok) return answer(200, 'Unsubscribed: this alert sends no more e-mails.');
  if (result.problem === 'unavailable') return answer(503, 'Alerts cannot be reached just now; try again.');
  return answer(result.problem === 'expired' ? 410 : 400, 'This unsubscribe link is not valid.');
}
