/**
 * A cached document without the second copy of itself it carries for React: its RSC payload.
 *
 * Next writes a page's RSC payload (the "flight" data React hydrates from) into the document as
 * inline scripts, `self.__next_f.push([1, "…"])`, beside the HTML it describes: on `/about` 19.7 KB
 * of its 82 KB, 3.8 KB of its 17.8 KB gzipped. A page here is read and used as HTML before it
 * hydrates (its scripts load after its first paint, scripts-after-first-paint.ts), so the payload
 * has no part in the paint, yet it kept the document past one round trip. Taken out, the loader
 * fetches it after the paint, beside the scripts, as Next's router fetches a page it navigates to:
 * the same address with the `RSC` header, answered from the same cache entry as the document, so
 * the payload is the one the HTML was rendered with. The build checks that, page by page, the
 * payload it would fetch is the one taken out (lib/cache/rewrite-guard.ts).
 *
 * The payload names the build that rendered it (`"b":"…"`, the last key of its first row); the
 * document carries that id for the loader, which runs the scripts only on a payload of the same
 * build: a document kept from before a deploy (by a CDN, say) is not hydrated against the new
 * build's modules. A payload of the same build but another render (the page regenerated between
 * the two requests) is taken, and React renders the page from it where it differs from the HTML.
 *
 * Only a payload of text is taken out: a document with a binary row (`[3, base64]`) or a server
 * action's form state (`[2, …]`) keeps its own, as does one whose payload names no build, or one
 * without the bootstrap that creates
 * `self.__next_f`, which stays in the document for the loader to push the fetched payload into.
 */

/** How the payload's first row names the build, before the id and its closing quote. */
export const BUILD_ID_KEY = '"b":"';
const BUILD_ID = /(?:^|\n)0:\{[^\n]*"b":"([\w-]+)"\}(?:\n|$)/;

const FLIGHT_BOOTSTRAP = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
// React escapes `<` in the payload, so no `</script>` can end one of these early.
const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g;

export interface FlightlessDocument {
  html: string;
  /** The inline scripts taken out: none when the document keeps its payload. */
  scriptsMoved: number;
  /** The payload they held, as the loader will fetch it. */
  flight: string;
  /** The build that rendered it, as the payload names it. */
  buildId: string;
}

/** The text a push of `[1, text]` carries, or null for any other push. */
function textOfPush(argument: string): string | null {
  try {
    const value: unknown = JSON.parse(argument);
    if (Array.isArray(value) && value.length === 2 && value[0] === 1 && typeof value[1] === 'string') {
      return value[1];
    }
  } catch {
    // Not JSON: a shape this step does not know, so the document keeps its payload.
  }
  return null;
}

/** The document with its inline RSC payload taken out, for the loader to fetch after the first paint. */
export function fetchFlightAfterFirstPaint(html: string): FlightlessDocument {
  const unchanged = { html, scriptsMoved: 0, flight: '', buildId: '' };
  if (!html.includes(FLIGHT_BOOTSTRAP)) return unchanged;
  const pushes = [...html.matchAll(FLIGHT_SCRIPT)];
  const texts = pushes.map(([, argument]) => textOfPush(argument ?? ''));
  if (pushes.length === 0 || texts.some((text) => text === null)) return unchanged;
  const flight = texts.join('');
  const buildId = BUILD_ID.exec(flight)?.[1];
  if (buildId === undefined) return unchanged;
  return { html: html.replace(FLIGHT_SCRIPT, ''), scriptsMoved: pushes.length, flight, buildId };
}
