import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

// One JSON object per line, as Cloud Logging reads it; the encoding escapes control characters, so a field cannot forge a line.
export type Severity = "DEBUG" | "INFO" | "WARNING" | "ERROR";

export type LogFields = Record<string, unknown>;

const ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[a-z]{2,}/gi;

/** Mail servers name the recipient in their refusals; a log line keeps the reason, not the address. */
export const withoutAddresses = (text: string) => text.replace(ADDRESS, "[address]");

export const errorText = (error: unknown) => withoutAddresses((error instanceof Error ? error.message : String(error)).slice(0, 500));

const context = new AsyncLocalStorage<LogFields>();

export function withLogFields<T>(fields: LogFields, work: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, work);
}

// Straight to the streams, not through `console`, which the production server routes back here (./console.ts).
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
