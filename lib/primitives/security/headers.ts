// Static and ISR pages cannot carry a per-request nonce, so script-src keeps 'unsafe-inline' for Next's inline bootstrap.
export interface SecurityHeaderOptions {
  schedulerUrl?: string;
  analytics: boolean;
  development: boolean;
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

const FIREBASE_STORAGE_IMAGES = "https://firebasestorage.googleapis.com";

export function contentSecurityPolicy({ schedulerUrl, analytics, development, storageImages }: SecurityHeaderOptions): string {
  const schedulerOrigin = schedulerUrl ? new URL(schedulerUrl).origin : undefined;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...(analytics ? FIREBASE_ANALYTICS_SCRIPT : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(storageImages ? [FIREBASE_STORAGE_IMAGES] : []), ...(analytics ? ["https://*.google-analytics.com"] : [])],
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

// A document opened from storage runs no script and reaches nothing (an SVG or HTML file included).
export const STORED_FILE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export function storedFileHeaders({ shareable }: { shareable: boolean }): Array<{ key: string; value: string }> {
  return [
    { key: "Content-Security-Policy", value: STORED_FILE_POLICY },
    { key: "Cross-Origin-Resource-Policy", value: shareable ? "cross-origin" : "same-origin" },
  ];
}
