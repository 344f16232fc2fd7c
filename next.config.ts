import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { clearBuildDataCache } from "./lib/services/cache/build-data";
import { securityHeaders, storedFileHeaders } from "./lib/primitives/security/headers";

const headerOptions = {
  schedulerUrl: process.env.NEXT_PUBLIC_SCHEDULER_URL || undefined,
  analytics: Boolean(process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID),
  development: process.env.NODE_ENV === "development",
  // The same condition that selects the Cloud Storage adapter (lib/primitives/config.ts), whose image URLs are on Google's host.
  storageImages: Boolean(process.env.FIREBASE_STORAGE_BUCKET),
};

/** Nothing of the applicant inbox is cached by anyone or indexed. */
const staffHeaders = [
  { key: "Cache-Control", value: "private, no-store" },
  { key: "X-Robots-Tag", value: "noindex, nofollow" },
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // A self-contained server folder (.next/standalone) for containers: its traced node_modules only.
  output: "standalone",
  poweredByHeader: false,
  // Native, gRPC and Redis client modules load from node_modules at run time instead of being
  // bundled (rate-limiter-flexible would otherwise pull in every database driver it supports).
  serverExternalPackages: ["better-sqlite3", "firebase-admin", "@google-cloud/firestore", "@google-cloud/storage", "@redis/client", "rate-limiter-flexible"],
  // Chosen when the server starts, so one build runs with or without Redis (docs/decisions.md, "Instances agree").
  cacheHandler: require.resolve("./lib/services/cache/next-cache-handler.mjs"),
  // The list's first page has one address; a link to page 1 follows it there.
  async redirects() {
    return [{ source: "/blog/page/1", destination: "/blog", permanent: true }];
  },
  async headers() {
    // Later entries replace the same header of earlier ones, and a route's own CSP never survives them.
    return [
      { source: "/:path*", headers: securityHeaders(headerOptions) },
      { source: "/api/files/:path*", headers: storedFileHeaders({ shareable: false }) },
      { source: "/api/files/public/:path*", headers: storedFileHeaders({ shareable: true }) },
      { source: "/staff/:path*", headers: staffHeaders },
      { source: "/staff", headers: staffHeaders },
      { source: "/api/staff/:path*", headers: staffHeaders },
    ];
  },
};

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) clearBuildDataCache(__dirname);
  return nextConfig;
}
