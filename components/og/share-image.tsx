import type { ShareImageContent } from '@/lib/og/share-image-content';
import { SHARE_IMAGE_SIZE } from '@/lib/og/share-image-paths';

export interface ShareImageProps extends ShareImageContent {
  brandName: string;
  /** The photo as a data URL (JPEG), or null for the brand's colours alone. */
  photo: string | null;
}

const NAVY = '#0b1f33';
const AMBER = '#d97706';
const MAX_HEADLINE = 130;
const MAX_DETAIL = 110;

function clip(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

/** Long headlines get a smaller size, so three lines always fit. */
function headlineSize(text: string): number {
  if (text.length <= 48) return 68;
  if (text.length <= 80) return 58;
  return 48;
}

/**
 * The 1200×630 preview, laid out for Satori (next/og): flexbox only, every box with more than one
 * child a flex container, sizes in pixels.
 */
export function ShareImage({ brandName, photo, eyebrow, headline, detail }: ShareImageProps) {
  const title = clip(headline, MAX_HEADLINE);
  return (
    <div
      style={{
        display: 'flex',
        position: 'relative',
        width: SHARE_IMAGE_SIZE.width,
        height: SHARE_IMAGE_SIZE.height,
        backgroundColor: NAVY,
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      {photo && (
        // Satori draws <img>; next/image has no place in an image.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={photo}
          alt=""
          width={SHARE_IMAGE_SIZE.width}
          height={SHARE_IMAGE_SIZE.height}
          style={{ position: 'absolute', top: 0, left: 0, objectFit: 'cover' }}
        />
      )}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: '100%',
          height: '100%',
          padding: '52px 64px',
          backgroundImage: photo
            ? 'linear-gradient(to top, rgba(11,31,51,0.96) 0%, rgba(11,31,51,0.82) 45%, rgba(11,31,51,0.25) 100%)'
            : 'linear-gradient(135deg, #12304d 0%, #0b1f33 70%)',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <div style={{ display: 'flex', fontSize: 32, fontWeight: 700, letterSpacing: -0.5 }}>
            {brandName}
          </div>
          <div
            style={{
              display: 'flex',
              padding: '8px 22px',
              borderRadius: 999,
              backgroundColor: AMBER,
              fontSize: 24,
              fontWeight: 700,
              textTransform: 'uppercase',
              letterSpacing: 1.5,
            }}
          >
            {eyebrow}
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div
            style={{ display: 'flex', width: 8 * 12, height: 8, marginBottom: 28, backgroundColor: AMBER }}
          />
          <div
            style={{
              display: 'flex',
              fontSize: headlineSize(title),
              fontWeight: 700,
              lineHeight: 1.12,
              letterSpacing: -1,
            }}
          >
            {title}
          </div>
          <div style={{ display: 'flex', marginTop: 22, fontSize: 28, color: '#c5d1dd' }}>
            {clip(detail, MAX_DETAIL)}
          </div>
        </div>
      </div>
    </div>
  );
}
