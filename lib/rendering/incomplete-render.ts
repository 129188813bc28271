import { unstable_rethrow } from 'next/navigation';
import { isProductionBuild } from '@/lib/config';
import { ServiceError } from '@/lib/service-error';

/**
 * A page that rendered without some of its data (a backend was down) says so with this meta
 * element. Such HTML is served to the visitor who asked for it but never kept in the cache, so
 * the last complete version keeps being served, and a page prerendered during a failing build
 * is generated again on its first request. It can only come from a React element: text and
 * attributes are escaped, and the flight payload escapes `<`.
 */
export const INCOMPLETE_RENDER_NAME = 'render-incomplete';
export const INCOMPLETE_RENDER_MARKER = `<meta name="${INCOMPLETE_RENDER_NAME}"`;

export function isIncompleteRender(html: string): boolean {
  return html.includes(INCOMPLETE_RENDER_MARKER);
}

/** Stands for a page `next build` could not render because a backend it needs was down. */
export const DEFERRED = Symbol('deferred until its first request');

/** A backend that is down or answering nonsense, as opposed to a page that does not exist. */
export function isBackendUnavailable(error: unknown): error is Error {
  return error instanceof ServiceError && error.code === 'unavailable';
}

/**
 * Loads a page's data. While `next build` prerenders, a failure answers `DEFERRED` instead of
 * failing the build: the page renders a stand-in marked incomplete, which is never served, and is
 * generated on its first request. At any other time a failure is thrown as usual.
 */
export async function loadOrDefer<T>(page: string, load: () => Promise<T>): Promise<T | typeof DEFERRED> {
  try {
    return await load();
  } catch (error) {
    // notFound(), redirects and the build's own signals must reach Next untouched.
    unstable_rethrow(error);
    if (!isProductionBuild() || !isBackendUnavailable(error)) throw error;
    console.warn(`○ ${page}: not prerendered (${error.message}); it will be generated on its first request.`);
    return DEFERRED;
  }
}

/**
 * The paths `next build` prerenders for a dynamic route. When the backend that lists them is down
 * the build prerenders none and says so; each path is then generated on its first request.
 */
export async function listPathsOrDefer<T>(route: string, list: () => Promise<T[]>): Promise<T[]> {
  try {
    return await list();
  } catch (error) {
    if (!isBackendUnavailable(error)) throw error;
    console.warn(
      `○ ${route}: no path prerendered (${error.message}); each is generated on its first request.`,
    );
    return [];
  }
}
