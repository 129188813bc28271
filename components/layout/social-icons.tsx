/** Our own simplified glyphs for the footer's social links, drawn on a 24-unit grid in currentColor. */

export interface SocialIconProps {
  /** 'linkedin', 'facebook', 'instagram' or 'x'; any other network gets a generic link glyph. */
  network: string;
}

function SocialGlyph({ network }: SocialIconProps) {
  switch (network) {
    case 'linkedin':
      return (
        <>
          <circle cx="6.5" cy="6" r="1.8" fill="currentColor" />
          <path d="M5 9.5h3V19H5zM10.5 9.5h2.9v1.4c.6-1 1.7-1.7 3.2-1.7 2.4 0 3.4 1.5 3.4 4.1V19h-3v-5.2c0-1.3-.4-2.1-1.6-2.1s-1.9.9-1.9 2.2V19h-3z" />
        </>
      );
    case 'facebook':
      return (
        <path d="M13.6 21v-7.6h2.6l.4-3.1h-3V8.4c0-.9.3-1.5 1.6-1.5h1.5V4.1c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.4H8v3.1h2.6V21z" />
      );
    case 'instagram':
      return (
        <>
          <rect
            x="3.5"
            y="3.5"
            width="17"
            height="17"
            rx="5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="12" cy="12" r="3.8" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="17.2" cy="6.8" r="1.2" />
        </>
      );
    case 'x':
      return (
        <>
          <path d="M4 4h4.6l11.4 16h-4.6z" />
          <path d="M19.4 4l-6.5 7.3M11.1 12.9L4.6 20" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </>
      );
    default:
      return (
        <path
          d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      );
  }
}

export function SocialIcon({ network }: SocialIconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <SocialGlyph network={network} />
    </svg>
  );
}
