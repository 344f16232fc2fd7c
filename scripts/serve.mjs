// Builds the site and serves the production build: the README's first command and the server the
// end-to-end tests run against. It opts in to the embedded adapters and demo content
// (EMBEDDED_DEFAULTS=true), which production refuses without it. HOST, PORT and DATA_DIR come from
// the environment; `--fresh` starts from an empty data folder (the tests use it so every run sees
// the same demo content); `--no-build` serves the last build.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { completeStandalone } from "./standalone.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

const host = process.env.HOST || "127.0.0.1";
const port = process.env.PORT || "3000";
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  EMBEDDED_DEFAULTS: "true",
  HOST: host,
  PORT: port,
  SITE_URL: process.env.SITE_URL || `http://${host}:${port}`,
};

if (process.argv.includes("--fresh")) {
  fs.rmSync(path.resolve(root, env.DATA_DIR || ".data"), { recursive: true, force: true });
  // Data cached by an earlier build would outlive the database it came from.
  fs.rmSync(path.join(root, ".next/cache/fetch-cache"), { recursive: true, force: true });
}

if (!process.argv.includes("--no-build")) {
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  completeStandalone(root);
}

// The production server (server.mjs), which replaces a client-sent X-Forwarded-For with the
// socket's address. Signals are passed on, so stopping this script stops the server with it.
const server = spawn(process.execPath, [path.join(root, "server.mjs")], { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
