import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/headers";

const headerOptions = {
  schedulerUrl: process.env.NEXT_PUBLIC_SCHEDULER_URL || undefined,
  analytics: Boolean(process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID),
  development: process.env.NODE_ENV === "development",
};

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // A self-contained server folder (.next/standalone) for containers: its traced node_modules only.
  output: "standalone",
  // Read from disk at run time by path, which the tracer cannot follow: the demo content's images.
  outputFileTracingIncludes: { "/*": ["./content/demo/images/**"] },
  poweredByHeader: false,
  // Native and gRPC modules load from node_modules at run time instead of being bundled.
  serverExternalPackages: ["better-sqlite3", "better-sqlite3-node22", "firebase-admin", "@google-cloud/firestore", "@google-cloud/storage"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(headerOptions) }];
  },
};

export default nextConfig;
