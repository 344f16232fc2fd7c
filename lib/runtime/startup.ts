import { ConfigError, config, type ServerConfig } from "@/lib/primitives/config";
import { sweepAbandonedWrites } from "@/lib/primitives/disk/temporary-files";
import { demoContentSeeded } from "@/lib/features/content/store";
import { scratchFolder } from "@/lib/ports/files";
import { errorText, log } from "@/lib/primitives/log";
import { routeConsoleToLog } from "@/lib/primitives/log/console";
import { shutdown } from "@/lib/primitives/shutdown";
import { sendContext } from "@/lib/features/newsletter/context";
import { continueSends, type SendContext } from "@/lib/features/newsletter/sending";

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
export async function sweepEmbeddedFolders(settings: Pick<ServerConfig, "adapters" | "filesDir" | "outboxDir"> = config()): Promise<void> {
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

/**
 * A newsletter send whose server stopped while queueing is finished by the next server to start,
 * beside its start-up (awaited on shutdown). Without a worker (App Hosting: no CPU between requests)
 * the scheduled drain finishes it instead (`POST /api/mail/drain`).
 */
export function continueSendsAtStart(
  settings: Pick<ServerConfig, "MAIL_WORKER"> = config(),
  context: () => Promise<SendContext> = sendContext,
): Promise<number> {
  if (settings.MAIL_WORKER === false) return Promise.resolve(0);
  const { pending } = shutdown();
  const work: Promise<number> = new Promise((resolve) => setImmediate(resolve))
    .then(context)
    .then(continueSends)
    .then((queued) => {
      if (queued > 0) log.info("newsletter sends continued at start", { queued });
      return queued;
    })
    .catch((error: unknown) => {
      log.error("newsletter sends could not be continued at start: the scheduled drain tries again", { error: errorText(error) });
      return 0;
    })
    .finally(() => pending.delete(work));
  pending.add(work);
  return work;
}
