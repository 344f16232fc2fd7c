/** How long to wait for a new page's title before logging the page view with whatever is there. */
const TITLE_WAIT_MS = 1000;

/**
 * Calls back with the page title once the new page's title is in place: a non-empty title that
 * differs from the previous page's. Next streams a page's metadata, so on a client-side navigation
 * the title can be empty or stale for a moment after the route has changed. A page whose title
 * equals the previous one is reported after the wait. Returns a cancel function.
 */
export function whenTitleSettles(previousTitle: string | null, callback: (title: string) => void): () => void {
  let settled = false;
  const finish = () => {
    if (settled) return;
    settled = true;
    observer.disconnect();
    window.clearTimeout(timer);
    callback(document.title);
  };
  const check = () => {
    if (document.title && document.title !== previousTitle) finish();
  };
  const observer = new MutationObserver(check);
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  const timer = window.setTimeout(finish, TITLE_WAIT_MS);
  check();
  return () => {
    settled = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
}
