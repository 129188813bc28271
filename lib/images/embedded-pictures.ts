import 'server-only';
import { embeddedPictures } from '@embedded/sample';
import { publicConfig } from '@/lib/config';
import { getServerConfig } from '@/lib/server-config';

/** What the site asks of the sample material's pictures (`lib/embedded/sample`). */
interface EmbeddedPictures {
  webp(
    kind: string,
    id: string,
    width: number | undefined,
    backends: { search: boolean; content: boolean },
  ): Promise<Buffer | null>;
  svg(kind: string, id: string): string | null;
}

// Null in a build without the embedded room, whose hosted records carry their own image URLs.
const pictures: EmbeddedPictures | null = embeddedPictures;

/** A generated picture that an embedded backend in force names, as WebP; null for any other. */
export function renderEmbeddedPicture(
  kind: string,
  id: string,
  width: number | undefined,
): Promise<Buffer | null> {
  const backends = { search: !publicConfig.algolia, content: !getServerConfig().graphqlEndpoint };
  return pictures?.webp(kind, id, width, backends) ?? Promise.resolve(null);
}

/** A generated picture's SVG source; null for an unknown one or in a build without sample pictures. */
export function embeddedPictureSvg(kind: string, id: string): string | null {
  return pictures?.svg(kind, id) ?? null;
}
