import fs from "node:fs";
import { expect, test as teardown } from "@playwright/test";
import { SERVER_LOG } from "../playwright.config";
import { linesWithVisitorAddresses, requestsWithEmail } from "./support/personal-data";

function serverLog(): Record<string, unknown>[] {
  expect(fs.existsSync(SERVER_LOG), `${SERVER_LOG} is missing: was the site started by e2e/support/site-server.ts?`).toBe(true);
  const lines = fs.readFileSync(SERVER_LOG, "utf8").split("\n").filter(Boolean);
  return lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      return { unparsed: line };
    }
  });
}

teardown("every line the site's server printed during the run is a JSON log entry with a severity", () => {
  const entries = serverLog();
  expect(entries.filter((entry) => typeof entry.severity !== "string" || typeof entry.message !== "string")).toEqual([]);
  // The log is the server's, from its first line: what it runs on, then where it listens.
  expect(entries[0]).toMatchObject({ severity: "INFO", message: "configuration loaded" });
  expect(entries).toContainEqual(expect.objectContaining({ message: expect.stringMatching(/^listening on /) }));
});

teardown("no request the site received during the run carried an email address in its URL", () => {
  expect(requestsWithEmail(serverLog())).toEqual([]);
});

teardown("no line the site's server printed during the run holds a visitor's email address", () => {
  expect(fs.existsSync(SERVER_LOG)).toBe(true);
  expect(linesWithVisitorAddresses(fs.readFileSync(SERVER_LOG, "utf8").split("\n"))).toEqual([]);
});
