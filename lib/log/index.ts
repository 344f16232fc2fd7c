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

export function write(severity: Severity, message: string, fields: LogFields = {}): void {
  const line = JSON.stringify({ severity, message, time: new Date().toISOString(), ...fields });
  if (severity === "ERROR" || severity === "WARNING") console.error(line);
  else console.log(line);
}

export const log = {
  debug: (message: string, fields?: LogFields) => write("DEBUG", message, fields),
  info: (message: string, fields?: LogFields) => write("INFO", message, fields),
  warn: (message: string, fields?: LogFields) => write("WARNING", message, fields),
  error: (message: string, fields?: LogFields) => write("ERROR", message, fields),
};
