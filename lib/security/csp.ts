/**
 * The Content-Security-Policy of every document: a strict, nonce-based script policy
 * (https://csp.withgoogle.com/docs/strict-csp.html). Next puts the request's nonce on its own
 * scripts; `'strict-dynamic'` lets those scripts load the analytics tags, so hosts are listed
 * only for what those tags fetch, frame and draw, and only when the tag is configured.
 */

export interface CspOptions {
  nonce: string;
  /** React needs eval for its development tooling; never in production. */
  isDevelopment: boolean;
  /** Origins the browser's search client talks to besides the site itself. */
  searchOrigins: readonly string[];
  googleAnalytics: boolean;
  metaPixel: boolean;
  /** Only for an https site: on plain http it would break every local asset. */
  upgradeInsecureRequests: boolean;
}

const GOOGLE_ANALYTICS = {
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};
const META_PIXEL = {
  img: ['https://www.facebook.com'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  frame: ['https://www.facebook.com'],
};
/** Article videos play in YouTube's privacy-enhanced player. */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com'];

/** A nonce of 128 random bits, base64: unguessable and valid in a CSP source expression. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function buildContentSecurityPolicy(options: CspOptions): string {
  const ga = options.googleAnalytics ? GOOGLE_ANALYTICS : { img: [], connect: [] };
  const pixel = options.metaPixel ? META_PIXEL : { img: [], connect: [], frame: [] };
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    // 'https:' and 'unsafe-inline' only matter to browsers without CSP 3, which ignore nonces.
    [
      'script-src',
      `'nonce-${options.nonce}'`,
      "'strict-dynamic'",
      'https:',
      "'unsafe-inline'",
      ...(options.isDevelopment ? ["'unsafe-eval'"] : []),
    ],
    // React renders style attributes (slider positions, font variables), which nonces cannot cover.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...ga.img, ...pixel.img],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...options.searchOrigins, ...ga.connect, ...pixel.connect],
    ['frame-src', ...VIDEO_FRAMES, ...pixel.frame],
    ['media-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (options.upgradeInsecureRequests) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** For responses that are not documents (scripts, images, JSON): nothing may run or frame them. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";
