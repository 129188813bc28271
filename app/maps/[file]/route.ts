import { getMapFile, MAP_FILE_NAMES } from '@/lib/maps/map-files';

// Both files are made at build time; any other name is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return MAP_FILE_NAMES.map((file) => ({ file }));
}

/** `/maps/{file}`: the embedded base map and MapLibre's worker, versioned by name. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const mapFile = getMapFile(file);
  if (!mapFile) return new Response('Not found', { status: 404 });
  return new Response(await mapFile.read(), {
    headers: {
      'Content-Type': mapFile.contentType,
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}
