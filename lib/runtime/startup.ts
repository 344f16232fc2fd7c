import { ConfigError, config, type ServerConfig } from "@/lib/primitives/config";
import { sweepAbandonedWrites } from "@/lib/primitives/disk/temporary-files";
import { demoContentSeeded } from "@/lib/features/content/store";
import { scratchFolder } from "@/lib/ports/files";
import { log } from "@/lib/primitives/log";
import { routeConsoleToLog } from "@/lib/primitives/log/console";
import { shutdown } from "@/lib/primitives/shutdown";

export function prepareServerProcess(): void {
  if (process.env.NODE_ENV === "production") routeConsoleToLog();
  try {
    const settings = config();
    shutdown();
    log.info("configuration loaded", {
      nodeEnv: settings.NODE_ENV,
      adapters: settings.adapters,
      ...(settings.adapters.documents === "firestore" ? { project: settings.projectId, bucket: settings.storageBucket } : {}),
      embeddedDefaults: settings.EMBEDDED_DEFAULTS ?? false,
    });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log.error("invalid environment configuration: the server will not start", {
      problems: error.problems,
      ...(error.hint ? { hint: error.hint } : {}),
    });
    process.exit(1);
  }
}

// A killed server leaves half-written files behind, and no later write may come along to sweep them.
export async function sweepEmbeddedFolders(
  settings: Pick<ServerConfig, "adapters" | "filesDir" | "outboxDir"> = config(),
): Promise<void> {
  const folders = [
    ...(settings.adapters.files === "local" ? [scratchFolder(settings.filesDir)] : []),
    ...(settings.adapters.mail === "outbox" ? [settings.outboxDir] : []),
  ];
  await Promise.all(folders.map(sweepAbandonedWrites));
}

export async function seedDemoContentAtStart(): Promise<void> {
  try {
    await demoContentSeeded();
  } catch (error) {
    log.error("demo content seed failed at start: the first read tries again", { error: String(error) });
  }
}
