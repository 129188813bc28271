import { siteFontFile } from '@/lib/rendering/site-font-file';

/** The site's font (styles/fonts.ts), by the name its content gives it; any other name is not found. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const font = siteFontFile();
  if (!font || file !== font.name) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(font.bytes, {
    headers: {
      'Content-Type': 'font/woff2',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Length': String(font.bytes.byteLength),
    },
  });
}
