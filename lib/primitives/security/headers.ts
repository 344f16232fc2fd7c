/**
 * Security headers for every response, built from configuration at build time. The pages are
 * static and ISR, so the policy cannot carry a per-request nonce (see docs/decisions.md for why
 * script-src keeps 'unsafe-inline' for Next's own inline bootstrap).
 */
export interface SecurityHeaderOptions {
  /** The configured external scheduling page (Cal.com, Calendly), if any. */
  schedulerUrl?: string;
  /** Firebase Analytics web config is present: its endpoints are allowed. */
  analytics: boolean;
  /** `next dev` needs eval for React's debugging features; production never gets it. */
  development: boolean;
  /** Site images (brand backgrounds, post covers) are served by Cloud Storage for Firebase. */
  storageImages?: boolean;
}

const FIREBASE_ANALYTICS_SCRIPT = ["https://www.googletagmanager.com"];
const FIREBASE_ANALYTICS_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
  "https://firebase.googleapis.com",
  "https://firebaseinstallations.googleapis.com",
];

/** Where Cloud Storage for Firebase serves the download URLs of public site images. */
const FIREBASE_STORAGE_IMAGES = "https://firebasestorage.googleapis.com";

export function contentSecurityPolicy({ schedulerUrl, analytics, development, storageImages }: SecurityHeaderOptions): string {
  const schedulerOrigin = schedulerUrl ? new URL(schedulerUrl).origin : undefined;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      "'unsafe-inline'",
      ...(development ? ["'unsafe-eval'"] : []),
      ...(analytics ? FIREBASE_ANALYTICS_SCRIPT : []),
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      ...(storageImages ? [FIREBASE_STORAGE_IMAGES] : []),
      ...(analytics ? ["https://*.google-analytics.com"] : []),
    ],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(analytics ? FIREBASE_ANALYTICS_CONNECT : []), ...(development ? ["ws:"] : [])],
    // With no external scheduler the panel shows the site's own form, so nothing is framed at all.
    "frame-src": [schedulerOrigin ?? "'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions): Array<{ key: string; value: string }> {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()",
    },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  ];
}

/**
 * Files served from storage keep their own policy: a document opened from there runs no script
 * and reaches nothing (an SVG or HTML file included). Public images may be embedded anywhere.
 */
export const STORED_FILE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export function storedFileHeaders({ shareable }: { shareable: boolean }): Array<{ key: string; value: string }> {
  return [
    { key: "Content-Security-Policy", value: STORED_FILE_POLICY },
    { key: "Cross-Origin-Resource-Policy", value: shareable ? "cross-origin" : "same-origin" },
  ];
}
