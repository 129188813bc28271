import 'server-only';
import { DEFAULT_IMAGE_WIDTH, isImageKind, renderImageSvg, renderImageWebp } from './illustrations';
import { isEmbeddedImage, type EmbeddedBackend } from './pictures';

/**
 * The sample material's front door, which only `lib/images/embedded-pictures.ts` opens: the
 * generated pictures that the embedded backends' sample records name.
 */
export const embeddedPictures = {
  /**
   * A picture named by the records of a backend in force (`backends`), as WebP `width` pixels wide
   * (a default when unset); null for any other, so a made-up id never costs a render.
   */
  webp(
    kind: string,
    id: string,
    width: number | undefined,
    backends: Readonly<Record<EmbeddedBackend, boolean>>,
  ): Promise<Buffer | null> {
    if (!isImageKind(kind) || !isEmbeddedImage(kind, id, backends)) return Promise.resolve(null);
    return renderImageWebp(kind, id, width ?? DEFAULT_IMAGE_WIDTH);
  },
  /** A picture's SVG source, for what the server draws itself (a brochure's cover, a link preview). */
  svg(kind: string, id: string): string | null {
    return isImageKind(kind) ? renderImageSvg(kind, id) : null;
  },
};
