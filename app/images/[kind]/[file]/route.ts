import { renderEmbeddedPicture } from '@/lib/images/embedded-pictures';

const FILE = /^([a-z0-9-]{1,80})\.webp$/;

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

function requestedWidth(url: URL): number | undefined {
  const width = Number(url.searchParams.get('w'));
  return Number.isInteger(width) && width > 0 ? width : undefined;
}

/**
 * Generated property, people and scene pictures: `/images/{kind}/{id}.webp?w=828`, mounted like the
 * embedded search and content services, for the pictures their sample records name.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ kind: string; file: string }> },
): Promise<Response> {
  const { kind, file } = await params;
  const id = FILE.exec(file)?.[1];
  if (!id) return notFound();
  const image = await renderEmbeddedPicture(kind, id, requestedWidth(new URL(request.url)));
  if (!image) return notFound();
  return new Response(new Uint8Array(image), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Length': String(image.byteLength),
    },
  });
}
