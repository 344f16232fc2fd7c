/** The visitor's cookie choice, kept in the `cookieConsent` cookie. */
export type Consent = "accepted" | "declined";

export const CONSENT_COOKIE = "cookieConsent";
export const CONSENT_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

const CHANGE_EVENT = "lexor:consent-change";
const REOPEN_EVENT = "lexor:consent-reopen";

/** The consent stored in a `document.cookie`-style string, or null when the visitor has not chosen. */
export function parseConsent(cookies: string): Consent | null {
  for (const pair of cookies.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === CONSENT_COOKIE && (value === "accepted" || value === "declined")) return value;
  }
  return null;
}

/** The consent cookie: 7 days, then the visitor is asked again; whole site; HTTPS only; never sent on cross-site requests. */
export function consentCookie(consent: Consent): string {
  return `${CONSENT_COOKIE}=${consent}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; Secure; SameSite=Strict`;
}

/** Google Analytics' own cookies (`_ga`, `_ga_<id>`), which must go when consent is withdrawn. */
export function analyticsCookieNames(cookies: string): string[] {
  return cookies
    .split(";")
    .map((pair) => pair.trim().split("=")[0] ?? "")
    .filter((name) => name === "_ga" || name.startsWith("_ga_"));
}

export function readConsent(): Consent | null {
  return parseConsent(document.cookie);
}

/** The one place cookies are written; the Cookie Store API is not in every browser we support. */
function writeCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox.
  document.cookie = cookie;
}

export function saveConsent(consent: Consent): void {
  writeCookie(consentCookie(consent));
  window.dispatchEvent(new CustomEvent<Consent>(CHANGE_EVENT, { detail: consent }));
}

export function onConsentChange(listener: (consent: Consent) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<Consent>).detail);
  window.addEventListener(CHANGE_EVENT, handle);
  return () => window.removeEventListener(CHANGE_EVENT, handle);
}

/** Shows the banner again so a visitor can change an earlier choice (footer: Cookie preferences). */
export function reopenConsentBanner(): void {
  window.dispatchEvent(new Event(REOPEN_EVENT));
}

export function onConsentBannerReopen(listener: () => void): () => void {
  window.addEventListener(REOPEN_EVENT, listener);
  return () => window.removeEventListener(REOPEN_EVENT, listener);
}

/** Expires Google Analytics cookies on this host and its parent domains, where gtag may have set them. */
export function clearAnalyticsCookies(): void {
  const labels = location.hostname.split(".");
  const domains = labels.map((_, index) => labels.slice(index).join(".")).filter((domain) => domain.includes("."));
  for (const name of analyticsCookieNames(document.cookie)) {
    writeCookie(`${name}=; Max-Age=0; Path=/`);
    for (const domain of domains) writeCookie(`${name}=; Max-Age=0; Path=/; Domain=.${domain}`);
  }
}
