import "server-only";
import { format, stripVTControlCharacters } from "node:util";
import { type Severity, write } from "@/lib/primitives/log";

const SEVERITY_OF_METHOD = { debug: "DEBUG", log: "INFO", info: "INFO", warn: "WARNING", error: "ERROR" } as const;

// Every line a production server prints parses as JSON; a multi-line stack stays one entry, as Cloud Logging wants it.
export function routeConsoleToLog(): void {
  for (const [method, severity] of Object.entries(SEVERITY_OF_METHOD) as [keyof typeof SEVERITY_OF_METHOD, Severity][]) {
    console[method] = (...args: unknown[]) => write(severity, stripVTControlCharacters(format(...args)));
  }
  // Node prints its warnings (a library's MetadataLookupWarning, a deprecation) through console.error.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => write("WARNING", `${warning.name}: ${warning.message}`, { warning: warning.name }));
}
