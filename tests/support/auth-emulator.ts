import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { freePort, ROOT } from "@/tests/support/processes";

export interface AuthEmulator {
  host: string;
  projectId: string;
  stop: () => Promise<void>;
}

interface AuthEmulatorServer {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Firebase's own Auth emulator, from firebase-tools (pure Node: unlike the Firestore and Storage
 * emulators it needs no Java or download), started in this process on 127.0.0.1. The CLI would add
 * a hub, a logging port, a shared lock file per project and network look-ups that time out here.
 * Its start compiles the Identity Toolkit API description: most of a minute on a loaded machine.
 */
export async function startAuthEmulator(): Promise<AuthEmulator> {
  const load = createRequire(path.join(ROOT, "package.json"));
  const { AuthEmulator } = load("firebase-tools/lib/emulator/auth") as {
    AuthEmulator: new (options: { host: string; port: number; projectId: string }) => AuthEmulatorServer;
  };
  const port = await freePort();
  const projectId = `demo-lexor-${randomBytes(4).toString("hex")}`;
  const emulator = new AuthEmulator({ host: "127.0.0.1", port, projectId });
  await emulator.start();
  return { host: `127.0.0.1:${port}`, projectId, stop: () => emulator.stop() };
}
