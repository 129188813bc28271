import type { CSSProperties } from 'react';

/**
 * E-mail clients ignore style sheets and custom properties, so e-mails carry inline styles with the
 * values of styles/tokens.css written out.
 */
export const EMAIL_COLORS = {
  brand: '#0b1f33',
  brandSoft: '#1b4468',
  accent: '#b45309',
  ink: '#16202b',
  muted: '#4a5763',
  surfaceAlt: '#f4f6f8',
  border: '#d6dde4',
  white: '#ffffff',
} as const;

export const EMAIL_FONT = "'Inter', 'Segoe UI', Helvetica, Arial, sans-serif";

export const emailText: CSSProperties = {
  fontSize: '16px',
  lineHeight: '24px',
  color: EMAIL_COLORS.ink,
  margin: '0 0 16px',
};

export const emailSmall: CSSProperties = {
  fontSize: '13px',
  lineHeight: '20px',
  color: EMAIL_COLORS.muted,
  margin: '0 0 8px',
};

export const emailButton: CSSProperties = {
  backgroundColor: EMAIL_COLORS.accent,
  color: EMAIL_COLORS.white,
  fontSize: '16px',
  fontWeight: 600,
  textDecoration: 'none',
  borderRadius: '6px',
  padding: '14px 24px',
  display: 'inline-block',
};

export const emailLink: CSSProperties = { color: EMAIL_COLORS.brandSoft, textDecoration: 'underline' };
