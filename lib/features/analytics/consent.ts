import { cookieNames, cookieValue } from "@/lib/primitives/cookies";

export type Consent = "accepted" | "declined";

export const CONSENT_COOKIE = "cookieConsent";
export const CONSENT_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

const CHANGE_EVENT = "lexor:consent-change";
const REOPEN_EVENT = "lexor:consent-reopen";

export function parseConsent(cookies: string): Consent | null {
  const value = cookieValue(cookies, CONSENT_COOKIE);
  return value === "accepted" || value === "declined" ? value : null;
}

export function consentCookie(consent: Consent): string {
  return `${CONSENT_COOKIE}=${consent}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; Secure; SameSite=Strict`;
}

export function analyticsCookieNames(cookies: string): string[] {
  return cookieNames(cookies).filter((name) => name === "_ga" || name.startsWith("_ga_"));
}

export function readConsent(): Consent | null {
  return parseConsent(document.cookie);
}

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

export function reopenConsentBanner(): void {
  window.dispatchEvent(new Event(REOPEN_EVENT));
}

export function onConsentBannerReopen(listener: () => void): () => void {
  window.addEventListener(REOPEN_EVENT, listener);
  return () => window.removeEventListener(REOPEN_EVENT, listener);
}

/** gtag may have set them on this host's parent domains too. */
export function clearAnalyticsCookies(): void {
  const labels = location.hostname.split(".");
  const domains = labels.map((_, index) => labels.slice(index).join(".")).filter((domain) => domain.includes("."));
  for (const name of analyticsCookieNames(document.cookie)) {
    writeCookie(`${name}=; Max-Age=0; Path=/`);
    for (const domain of domains) writeCookie(`${name}=; Max-Age=0; Path=/; Domain=.${domain}`);
  }
}
