import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The server's one logger: a JSON object per line, in the shape Cloud Logging reads from a
 * container's output (`severity`, `message`, then any fields), and plain enough for `jq` anywhere
 * else. JSON encoding also escapes every control character, so a hostile value in a field cannot
 * forge a second log line.
 */
export type Severity = "DEBUG" | "INFO" | "WARNING" | "ERROR";

export type LogFields = Record<string, unknown>;

/** An error as text for a log field: its message only, never a stack with internal paths. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

const context = new AsyncLocalStorage<LogFields>();

/** Runs `work` with `fields` (a request's trace, say) added to every line it logs. */
export function withLogFields<T>(fields: LogFields, work: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, work);
}

/**
 * Straight to the process's streams rather than through `console`, which the production server
 * routes back into this function (`./console.ts`). Warnings and errors go to stderr.
 */
export function write(severity: Severity, message: string, fields: LogFields = {}): void {
  const line = JSON.stringify({ severity, message, time: new Date().toISOString(), ...context.getStore(), ...fields });
  const stream = severity === "ERROR" || severity === "WARNING" ? process.stderr : process.stdout;
  stream.write(`${line}\n`);
}

export const log = {
  debug: (message: string, fields?: LogFields) => write("DEBUG", message, fields),
  info: (message: string, fields?: LogFields) => write("INFO", message, fields),
  warn: (message: string, fields?: LogFields) => write("WARNING", message, fields),
  error: (message: string, fields?: LogFields) => write("ERROR", message, fields),
};
