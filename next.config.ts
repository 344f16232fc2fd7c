import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/headers";

const headerOptions = {
  schedulerUrl: process.env.NEXT_PUBLIC_SCHEDULER_URL || undefined,
  analytics: Boolean(process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID),
  development: process.env.NODE_ENV === "development",
  // The same condition that selects the Cloud Storage adapter (lib/config.ts), whose image URLs are on Google's host.
  storageImages: Boolean(process.env.FIREBASE_STORAGE_BUCKET),
};

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and gRPC modules load from node_modules at run time instead of being bundled.
  serverExternalPackages: ["better-sqlite3", "firebase-admin", "@google-cloud/firestore", "@google-cloud/storage"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(headerOptions) }];
  },
};

export default nextConfig;
