const TITLE_WAIT_MS = 1000;

/** Next streams a page's metadata, so after a client-side navigation the title can be empty or stale for a moment. */
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
