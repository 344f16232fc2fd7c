// `npm run local:firebase`: the site on its production adapters, on this machine and offline.
// Starts the Firestore emulator (@firestore-emulator/server), the Cloud Storage stand-in the tests
// use and an SMTP catcher, all on 127.0.0.1; seeds the demo content into Firestore; builds as App
// Hosting does (`npm run build`, NODE_ENV=production, no EMBEDDED_DEFAULTS) and serves the
// standalone folder with the command apphosting.yaml runs. Ctrl-C stops everything; the data lives
// in memory and goes with it. `--no-build` serves the last build (built against an earlier
// emulator, so only for pages that render at request time). HOST and PORT move the site (3000);
// LOCAL_FIREBASE_SMTP_PORT and LOCAL_FIREBASE_MAIL_PORT the catcher (2625 and 2626).
import { spawn } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { startFirestoreEmulator } from "@/tests/support/firestore-emulator";
import { startGcsServer } from "@/tests/support/gcs-server";
import { assertPortFree, type GroupProcess, ROOT, startGroup, tsxArgs, waitForHttp } from "@/tests/support/processes";

const host = process.env.HOST || "127.0.0.1";
const port = Number(process.env.PORT || 3000);
const smtpPort = Number(process.env.LOCAL_FIREBASE_SMTP_PORT || 2625);
const mailPort = Number(process.env.LOCAL_FIREBASE_MAIL_PORT || 2626);
const projectId = "lexor-local";
const bucket = `${projectId}.firebasestorage.app`;
const log = (line: string) => console.info(line);
const children: GroupProcess[] = [];

/** Runs a step to completion with its output shown. Never synchronously: the emulators answer from this process. */
async function step(name: string, command: string, args: string[], env: Record<string, string>): Promise<void> {
  log(`== ${name}`);
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: "inherit" });
  const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`${name} failed (exit ${code ?? signal})`);
}

async function main() {
  await assertPortFree(port);
  const firestore = await startFirestoreEmulator();
  const gcs = await startGcsServer([bucket]);
  const catcher = startGroup(process.execPath, tsxArgs("e2e/support/mail-catcher.ts"), {
    env: { MAIL_CATCHER_SMTP_PORT: String(smtpPort), MAIL_CATCHER_HTTP_PORT: String(mailPort) },
    echo: true,
  });
  children.push(catcher);
  await waitForHttp(`http://127.0.0.1:${mailPort}/health`, { statuses: [200], process: catcher, timeoutMs: 60_000 });

  // Signed résumé links are signed locally with a service account key, as on a host without one's metadata server.
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const origin = `http://${host}:${port}`;
  const env: Record<string, string> = {
    SITE_URL: process.env.SITE_URL || origin,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_STORAGE_BUCKET: bucket,
    FIRESTORE_EMULATOR_HOST: firestore.host,
    FIREBASE_STORAGE_EMULATOR_HOST: gcs.host,
    FIREBASE_CLIENT_EMAIL: `local-site@${projectId}.iam.gserviceaccount.com`,
    FIREBASE_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    FILE_SIGNING_SECRET: process.env.FILE_SIGNING_SECRET || randomBytes(32).toString("hex"),
    REVALIDATION_SECRET: process.env.REVALIDATION_SECRET || "local-firebase-revalidation-secret",
    EMBEDDED_DEFAULTS: "false",
    NEXT_TELEMETRY_DISABLED: "1",
  };

  await step("Seeding Firestore with the demo content (npm run seed)", process.execPath, tsxArgs("scripts/seed.ts"), env);
  if (!process.argv.includes("--no-build")) {
    // Data cached by an earlier build would outlive the database it came from.
    fs.rmSync(path.join(ROOT, ".next/cache/fetch-cache"), { recursive: true, force: true });
    await step("Building as App Hosting does (npm run build)", "npm", ["run", "build"], { ...env, NODE_ENV: "production" });
  }

  log("== Serving .next/standalone/server.mjs");
  const server = startGroup(process.execPath, [path.join(ROOT, ".next/standalone/server.mjs")], {
    env: { ...env, HOST: host, PORT: String(port) },
    echo: true,
  });
  children.push(server);
  await waitForHttp(`${origin}/api/ready`, { statuses: [200], process: server, timeoutMs: 120_000 });
  log("");
  log(`Site:      ${origin} (Firestore, Cloud Storage and SMTP adapters; /api/ready answers ready)`);
  log(`Firestore: ${firestore.host} (FIRESTORE_EMULATOR_HOST, project ${projectId})`);
  log(`Storage:   ${gcs.host} (FIREBASE_STORAGE_EMULATOR_HOST, bucket ${bucket})`);
  log(`Mail:      smtp://127.0.0.1:${smtpPort}; what arrived: curl http://127.0.0.1:${mailPort}/messages`);
  log(`Webhook:   curl -X POST ${origin}/api/revalidate -H "Authorization: Bearer ${env.REVALIDATION_SECRET}" \\`);
  log(`             -H "Content-Type: application/json" -d '{"collection":"blogs","id":"<post id>"}'`);
  log("Ctrl-C stops everything.");
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  await Promise.all(children.map((child) => child.stop()));
  process.exit(1);
});
