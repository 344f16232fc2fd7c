import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and gRPC modules load from node_modules at run time instead of being bundled.
  serverExternalPackages: ["better-sqlite3", "firebase-admin", "@google-cloud/firestore", "@google-cloud/storage"],
};

export default nextConfig;
