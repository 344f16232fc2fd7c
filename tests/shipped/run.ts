// `npm run test:shipped`: the site as it ships. Builds a clean copy of the checkout as App Hosting's
// buildpack does (`npm ci`, then apphosting.yaml's buildCommand with exactly its BUILD variables,
// against the Firestore emulator and the Cloud Storage stand-in), copies only what outputFiles
// names into an empty folder, and starts two instances behind nginx in each host's layout: App
// Hosting's runCommand from that folder's root, and the Dockerfile's CMD from inside the standalone
// folder with its ENV; each without and with REDIS_URL. Checked over real HTTP, and every log line
// of the run is searched for the addresses the checks sent. Closes with `N passed, N failed`.
// `--workspace <dir>` builds in that folder and keeps it: a later run with the same folder copies the
// checkout's files in again and skips `npm ci` (for working on the suite, never in CI).
// Ports: SHIPPED_TEST_PORT (nginx; the instances take the next ones), SHIPPED_TEST_REDIS_PORT.
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { assert, type Check, runChecks, runSuite } from "@/tests/reliability/harness";
import { copyCheckout, copyCheckoutInto } from "@/tests/support/checkout-copy";
import { startFirestoreEmulator } from "@/tests/support/firestore-emulator";
import { startFreezableProxy } from "@/tests/support/freezable-proxy";
import { startGcsServer } from "@/tests/support/gcs-server";
import { ROOT, startGroup, tsxArgs } from "@/tests/support/processes";
import { type RedisServer, startRedis } from "@/tests/support/redis-server";
import { startSmtpServer } from "@/tests/support/smtp-server";
import { shippedChecks } from "./checks";
import { type Deployment, type Layout, startDeployment } from "./deployment";
import { machineEnv, readAppHosting, readDockerfile } from "./hosts";

const BALANCER_PORT = Number(process.env.SHIPPED_TEST_PORT ?? 3410);
const REDIS_PORT = Number(process.env.SHIPPED_TEST_REDIS_PORT ?? 3489);
const INSTANCES = 2;
const PROJECT = "lexor-shipped";
const BUCKET = `${PROJECT}.firebasestorage.app`;
/** Set by Google's Node.js buildpack, not by the site. */
const BUILDPACK_ONLY = new Set(["GOOGLE_NODEJS_VERSION"]);
const log = (line: string) => console.info(line);

/** A command to completion, asynchronously: the emulators answer from this process. */
async function step(name: string, args: string[], options: { cwd: string; env: Record<string, string> }): Promise<string> {
  log(`== ${name}`);
  const started = performance.now();
  const [program = "", ...rest] = args;
  const child = startGroup(program, rest, { ...options, inheritEnv: false });
  const [code] = (await once(child.child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`${name} failed (exit ${code}):\n${child.output().slice(-6000)}`);
  log(`   done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return child.output();
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { workspace: { type: "string" } } });
  const appHosting = readAppHosting();
  const image = readDockerfile();
  const firestore = await startFirestoreEmulator();
  const firestoreLink = await startFreezableProxy(firestore.host);
  const gcs = await startGcsServer([BUCKET]);
  const smtp = await startSmtpServer(0);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-shipped-"));
  const balancer = `http://127.0.0.1:${BALANCER_PORT}`;
  const firebase = {
    FIRESTORE_EMULATOR_HOST: firestoreLink.host,
    FIREBASE_STORAGE_EMULATOR_HOST: gcs.host,
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_STORAGE_BUCKET: BUCKET,
  };
  const secrets: Record<string, string> = Object.fromEntries(appHosting.runtimeSecrets.map((name) => [name, randomBytes(24).toString("hex")]));
  secrets.SMTP_URL = smtp.url;
  const logs: string[] = [];
  let deployment: Deployment | undefined;
  let redis: RedisServer | undefined;
  try {
    await step("Seeding Firestore with the demo content (npm run seed)", [process.execPath, ...tsxArgs("scripts/seed.ts")], {
      cwd: ROOT,
      env: { ...machineEnv(), ...firebase, EMBEDDED_DEFAULTS: "false" },
    });
    const workspace = values.workspace ? path.resolve(values.workspace) : copyCheckout("lexor-shipped-workspace-", { linkNodeModules: false });
    if (values.workspace) copyCheckoutInto(workspace);
    log(`Workspace: ${workspace}`);
    if (!fs.existsSync(path.join(workspace, "node_modules"))) {
      await step("npm ci (as the buildpack runs it)", ["npm", "ci", "--no-audit", "--no-fund"], { cwd: workspace, env: machineEnv() });
    }
    const [program = "", ...args] = appHosting.buildCommand;
    logs.push(
      await step(`${appHosting.buildCommand.join(" ")} with apphosting.yaml's BUILD variables`, [program, ...args], {
        cwd: workspace,
        env: { ...machineEnv(), NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...appHosting.build, ...firebase, SITE_URL: balancer },
      }),
    );
    const shipped = path.join(scratch, "shipped");
    for (const include of appHosting.outputFiles) {
      fs.mkdirSync(path.dirname(path.join(shipped, include)), { recursive: true });
      fs.cpSync(path.join(workspace, include), path.join(shipped, include), { recursive: true, verbatimSymlinks: true });
    }

    const checks: Check[] = [
      {
        group: "0. The hosts' files agree",
        name: "the Dockerfile takes every variable apphosting.yaml gives the build",
        run: async () => {
          const missing = Object.keys(appHosting.build).filter((name) => !BUILDPACK_ONLY.has(name) && !image.buildArgs.includes(name));
          assert(missing.length === 0, `the Dockerfile declares no ARG for ${missing.join(", ")}`);
        },
      },
    ];
    const posts = fs
      .readdirSync(path.join(ROOT, "content/demo/posts"))
      .filter((file) => file.endsWith(".md"))
      .map((file) => file.slice(0, -3));
    const addresses: string[] = [];
    const variants: { layout: Layout; withRedis: boolean }[] = [
      { layout: "App Hosting", withRedis: false },
      { layout: "App Hosting", withRedis: true },
      { layout: "container", withRedis: false },
      { layout: "container", withRedis: true },
    ];
    for (const [index, { layout, withRedis }] of variants.entries()) {
      const group = `${index + 1}. ${layout} layout, ${INSTANCES} instances, ${withRedis ? "with" : "without"} REDIS_URL`;
      checks.push({
        group,
        name: "the instances start and answer ready",
        run: async () => {
          await deployment?.stop();
          await redis?.stop();
          deployment = undefined;
          redis = withRedis ? await startRedis(REDIS_PORT, path.join(scratch, "redis")) : undefined;
          deployment = await startDeployment({
            layout,
            shipped,
            appHosting,
            image,
            instances: INSTANCES,
            ports: { balancer: BALANCER_PORT, firstServer: BALANCER_PORT + 1 },
            dir: scratch,
            env: {
              ...machineEnv(),
              ...appHosting.runtime,
              ...secrets,
              ...firebase,
              SITE_URL: balancer,
              ...(redis ? { REDIS_URL: redis.url } : {}),
            },
          });
        },
      });
      checks.push(
        ...shippedChecks(group, {
          deployment: () => {
            if (!deployment) throw new Error("the deployment did not start");
            return deployment;
          },
          pushEnv: { ...firebase, SITE_URL: balancer, REVALIDATION_SECRET: secrets.REVALIDATION_SECRET ?? "", EMBEDDED_DEFAULTS: "false" },
          post: posts[index] ?? "",
          addresses,
          firestore: index === 0 ? firestoreLink : undefined,
        }),
      );
      checks.push({
        group,
        name: "the instances stop",
        run: async () => {
          for (const instance of deployment?.instances ?? []) logs.push(instance.output());
          await deployment?.stop();
          deployment = undefined;
        },
      });
    }
    checks.push({
      group: `${variants.length + 1}. Personal data`,
      name: "no log line of the run holds an address the checks sent",
      run: async () => {
        assert(addresses.length > 0, "no check sent an address");
        const lines = logs.flatMap((output) => output.split("\n"));
        const leaks = lines.filter((line) => addresses.some((address) => line.toLowerCase().includes(address) || line.includes(encodeURIComponent(address))));
        assert(leaks.length === 0, `${leaks.length} log line(s) hold a test address:\n${leaks.slice(0, 5).join("\n")}`);
      },
    });

    const outcomes = await runChecks(checks);
    const passed = outcomes.filter((outcome) => outcome.passed).length;
    const failed = outcomes.length - passed;
    if (failed > 0) for (const output of logs.slice(-INSTANCES)) log(`\nInstance output (last lines):\n${output.slice(-3000)}`);
    log(`\n${passed} passed, ${failed} failed`);
    if (!values.workspace) fs.rmSync(workspace, { recursive: true, force: true });
    return failed === 0 ? 0 : 1;
  } finally {
    await deployment?.stop();
    await redis?.stop();
    await smtp.stop();
    await gcs.close();
    await firestoreLink.close();
    firestore.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

runSuite(main);
