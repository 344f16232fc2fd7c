import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, ROOT, startGroup, waitForHttp } from "@/tests/support/processes";

export interface AuthEmulator {
  host: string;
  projectId: string;
  stop: () => Promise<void>;
}

/**
 * Firebase's own Auth emulator (firebase-tools, pure Node: unlike the Firestore and Storage
 * emulators it needs no Java or download) on 127.0.0.1, with its hub and logging ports free ones
 * too, so it never takes a port another suite uses.
 */
export async function startAuthEmulator(projectId = "demo-lexor"): Promise<AuthEmulator> {
  const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const folder = mkdtempSync(path.join(tmpdir(), "lexor-auth-emulator-"));
  writeFileSync(
    path.join(folder, "firebase.json"),
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port },
        hub: { host: "127.0.0.1", port: hub },
        logging: { host: "127.0.0.1", port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const emulator = startGroup(
    process.execPath,
    [path.join(ROOT, "node_modules/firebase-tools/lib/bin/firebase.js"), "emulators:start", "--only", "auth", "--project", projectId, "--config", "firebase.json"],
    { cwd: folder, env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: "1", FIREBASE_SKIP_UPDATE_CHECK: "1" } },
  );
  await waitForHttp(`http://127.0.0.1:${port}/`, { statuses: [200], process: emulator, timeoutMs: 120_000 });
  return {
    host: `127.0.0.1:${port}`,
    projectId,
    stop: async () => {
      await emulator.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
