import { ConfigError, config } from "@/lib/config";
import { log } from "@/lib/log";
import { routeConsoleToLog } from "@/lib/log/console";

/**
 * Readies a server process before it takes requests: in production everything printed becomes a
 * JSON log line, a configuration that is malformed or incomplete ends the process with exit code 1
 * (one line naming each variable and what is wrong), and a good one is announced with the adapters
 * it chose.
 */
export function prepareServerProcess(): void {
  if (process.env.NODE_ENV === "production") routeConsoleToLog();
  try {
    const settings = config();
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
