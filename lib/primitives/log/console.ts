import { format, stripVTControlCharacters } from "node:util";
import { type Severity, write } from "@/lib/primitives/log";

const SEVERITY_OF_METHOD = { debug: "DEBUG", log: "INFO", info: "INFO", warn: "WARNING", error: "ERROR" } as const;

/**
 * Sends what Next.js and libraries print through `console` (Next's render error reports, its
 * warnings) to the logger, one JSON line per call with the severity the method implies, so every
 * line a production server prints parses as JSON. A multi-line stack stays one entry, which is
 * how Cloud Logging and Error Reporting want it. Node's own warnings are warnings, not errors.
 */
export function routeConsoleToLog(): void {
  for (const [method, severity] of Object.entries(SEVERITY_OF_METHOD) as [keyof typeof SEVERITY_OF_METHOD, Severity][]) {
    console[method] = (...args: unknown[]) => write(severity, stripVTControlCharacters(format(...args)));
  }
  // Node prints its warnings (a library's MetadataLookupWarning, a deprecation) through console.error.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => write("WARNING", `${warning.name}: ${warning.message}`, { warning: warning.name }));
}
