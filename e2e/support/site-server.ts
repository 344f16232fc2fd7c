// The end-to-end tests' site: a fresh data folder, the production build (`npm run build`), then
// `npm run demo`'s server without its build step. Everything the server prints is passed through
// and also kept in SERVER_LOG, which e2e/server-log.teardown.ts checks once every spec has run.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";

const root = path.resolve(import.meta.dirname, "../..");
const logFile = process.env.SERVER_LOG;
if (!logFile) throw new Error("SERVER_LOG must name the file the server's output is kept in");

fs.rmSync(path.resolve(root, process.env.DATA_DIR ?? ".data/e2e"), { recursive: true, force: true });
// Data cached by an earlier build would outlive the database it came from.
fs.rmSync(path.join(root, ".next/cache/fetch-cache"), { recursive: true, force: true });

const env = { ...process.env, EMBEDDED_DEFAULTS: "true", NEXT_TELEMETRY_DISABLED: "1" };
const build = spawnSync("npm", ["run", "build"], { cwd: root, env, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

fs.mkdirSync(path.dirname(logFile), { recursive: true });
const log = fs.createWriteStream(logFile, { flags: "w" });
const server = spawn(process.execPath, ["scripts/serve.mjs", "--no-build"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
for (const [source, target] of [
  [server.stdout, process.stdout],
  [server.stderr, process.stderr],
] as const) {
  readline.createInterface({ input: source, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
    target.write(`${line}\n`);
    log.write(`${line}\n`);
  });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => log.end(() => process.exit(code ?? 0)));
