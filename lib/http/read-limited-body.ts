export type LimitedBody = { tooLarge: false; text: string } | { tooLarge: true };

/**
 * A request body as UTF-8 text, read no further than `maxBytes`. The declared length is checked
 * first, but a chunked body has none, so the stream is also counted as it arrives and cancelled
 * once it passes the limit: a client cannot make the server buffer more than it will accept.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (declared > maxBytes) return { tooLarge: true };
  if (!request.body) return { tooLarge: false, text: '' };
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { tooLarge: true };
    }
    // Streaming keeps a character split across two chunks whole.
    text += decoder.decode(value, { stream: true });
  }
  return { tooLarge: false, text: text + decoder.decode() };
}
