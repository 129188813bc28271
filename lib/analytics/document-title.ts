/**
 * How long a page view waits for the new page's title before it is sent with whatever is there.
 * A page rendered per request streams its metadata after its first bytes, which on a busy or cold
 * server can take more than a second; a page view sent sooner would carry no title.
 */
export const TITLE_WAIT_MS = 5000;

/**
 * Calls back with the document's title once it has one. On a soft navigation the old page's
 * `<title>` is removed in the commit that changes the URL, and the new one streams in with the
 * page's metadata a little later, so a page view sent straight away would carry an empty title.
 */
export function whenDocumentTitleReady(callback: (title: string) => void, timeoutMs = TITLE_WAIT_MS): void {
  if (document.title !== '') {
    callback(document.title);
    return;
  }
  const finish = () => {
    observer.disconnect();
    clearTimeout(timer);
    callback(document.title);
  };
  // React hoists every <title> into <head>.
  const observer = new MutationObserver(() => {
    if (document.title !== '') finish();
  });
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  const timer = setTimeout(finish, timeoutMs);
}
