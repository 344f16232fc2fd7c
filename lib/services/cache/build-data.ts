import fs from "node:fs";
import path from "node:path";

const CLEARED = "LEXOR_BUILD_DATA_CACHE_CLEARED";

/**
 * Empties Next's data cache (`.next/cache/fetch-cache`) once per `next build`, before any page is
 * pre-rendered: what an earlier build cached came from whatever database it read, which need not
 * be the one this build reads, so every build reads its data afresh. Build workers load the
 * configuration again and inherit the marker, so they never clear what this build already cached.
 */
export function clearBuildDataCache(projectDir: string, env: Record<string, string | undefined> = process.env): boolean {
  if (env[CLEARED] === "1") return false;
  fs.rmSync(path.join(projectDir, ".next/cache/fetch-cache"), { recursive: true, force: true });
  env[CLEARED] = "1";
  return true;
}
