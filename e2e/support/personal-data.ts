/** An email address in a URL, literal or with its `@` percent-encoded. */
export const EMAIL_IN_URL = /[^/?&=]+(@|%40)[^/?&=]+\.[a-z]{2,}/i;

/** Any email address in a log line; the site's own (staff, senders: `@lexor.example`) aside. */
const VISITOR_ADDRESS = /[^\s<>"'(),;:@]+@(?!lexor\.example\b)[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

/** The log lines that hold a visitor's email address: none may, whatever the line is about. */
export const linesWithVisitorAddresses = (lines: string[]): string[] => lines.filter((line) => line.match(VISITOR_ADDRESS));

/** What server.mjs logs for a request whose address carries an email address. */
export const EMAIL_IN_REQUEST_LOG = "email address in a request URL";

/** The server's log entries that say a request's URL carried an email address. */
export function requestsWithEmail(entries: Record<string, unknown>[]): Record<string, unknown>[] {
  return entries.filter((entry) => {
    const message = typeof entry.message === "string" ? entry.message : "";
    const url = (entry.httpRequest as { requestUrl?: unknown } | undefined)?.requestUrl;
    return message.startsWith(EMAIL_IN_REQUEST_LOG) || (typeof url === "string" && EMAIL_IN_URL.test(url));
  });
}

/**
 * Each `<form>` in a page's HTML that would not post to a route handler, search forms (inside
 * `<search>`) aside: a form without `method="post"` sends what was typed in its URL.
 */
export function formsNotPosting(html: string): string[] {
  const withoutSearch = html.replace(/<search\b[\s\S]*?<\/search>/g, "");
  return [...withoutSearch.matchAll(/<form\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/\smethod="post"/i.test(tag) || !/\saction="\/api\//.test(tag));
}
