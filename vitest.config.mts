import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Files that build the site, minutes each: started first, so the other workers run the rest beside them. */
const LONGEST_FILES = ["tests/integration/local-firebase.test.ts", "tests/integration/build-data-source.test.ts"];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FILES.findIndex((name) => file.moduleId.endsWith(name));
      return index < 0 ? LONGEST_FILES.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run server modules directly, outside the React server environment the marker guards.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    // The Cloud Functions package keeps its own tests; they run with the site's, offline.
    include: ["tests/**/*.test.ts", "functions/test/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default (cores - 1) is one file at a time on a 2-core machine, where the longest
    // files mostly wait on their builds and servers.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
  },
});
