import fs from "node:fs";
import path from "node:path";

const CLEARED = "LEXOR_BUILD_DATA_CACHE_CLEARED";

// An earlier build cached what another database held; build workers inherit the marker, so they never clear this build's cache.
export function clearBuildDataCache(projectDir: string, env: Record<string, string | undefined> = process.env): boolean {
  if (env[CLEARED] === "1") return false;
  fs.rmSync(path.join(projectDir, ".next/cache/fetch-cache"), { recursive: true, force: true });
  env[CLEARED] = "1";
  return true;
}
