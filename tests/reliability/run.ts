// `npm run test:reliability`: load with invariants, faults, bad input, mail, memory, hostile requests,
// the Observatory, a newsletter send under SIGKILL and the applicant export's memory against the production build on 127.0.0.1 over real HTTP, with real SQLite and a real SMTP server. It prints
// every check and closes with `N passed, N failed`. `--no-build` reuses the build in .next; `--only=2,5`
// runs only the groups with those numbers.
import fs from "node:fs";
import path from "node:path";
import { assertPortFree, buildNext, type GroupProcess, ROOT, startGroup, waitForHttp } from "@/tests/support/processes";
import { badInputChecks } from "./checks/bad-input";
import { retries } from "./api";
import { faultChecks, ROOT_CHECKS, rootFaultChecks } from "./checks/faults";
import { loadChecks } from "./checks/load";
import { mailChecks } from "./checks/mail";
import { hostileChecks } from "./checks/hostile";
import { exportMemoryChecks } from "./checks/export-memory";
import { memoryChecks } from "./checks/memory";
import { newsletterChecks } from "./checks/newsletter";
import { observatoryChecks } from "./checks/observatory";
import { DATA_DIR, MAIL_CONTROL_PORT, SERVER_ENV, SMTP_PORT, SuiteContext } from "./context";
import { type Check, runChecks, runSuite } from "./harness";

async function main(): Promise<number> {
  const context = new SuiteContext();
  let catcher: GroupProcess | undefined;
  const hostile = hostileChecks(context);
  try {
    fs.rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
    if (!process.argv.includes("--no-build")) {
      console.info("Building the site (next build)...");
      // Data cached by an earlier build would outlive the database it came from.
      fs.rmSync(path.join(ROOT, ".next/cache/fetch-cache"), { recursive: true, force: true });
      const { wallMs } = buildNext(SERVER_ENV);
      console.info(`  built in ${(wallMs / 1000).toFixed(1)} s`);
    }
    await assertPortFree(SMTP_PORT);
    await assertPortFree(MAIL_CONTROL_PORT);
    catcher = startGroup(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "e2e/support/mail-catcher.ts"], {
      env: { MAIL_CATCHER_SMTP_PORT: String(SMTP_PORT), MAIL_CATCHER_HTTP_PORT: String(MAIL_CONTROL_PORT) },
    });
    await waitForHttp(`${context.mailUrl}/health`, { statuses: [200], process: catcher, timeoutMs: 60_000 });
    await context.startServer();
    console.info(`Server on ${context.origin} (DATA_DIR=${DATA_DIR}), SMTP catcher on 127.0.0.1:${SMTP_PORT}`);

    const only = process.argv
      .find((arg) => arg.startsWith("--only="))
      ?.slice("--only=".length)
      .split(",");
    const checks: Check[] = [
      ...loadChecks(context),
      ...faultChecks(context),
      ...(ROOT_CHECKS ? rootFaultChecks(context) : []),
      ...badInputChecks(context),
      ...mailChecks(context),
      ...memoryChecks(context),
      ...hostile.checks,
      ...observatoryChecks(context),
      ...newsletterChecks(context),
      ...(ROOT_CHECKS ? exportMemoryChecks(context) : []),
    ].filter((check) => !only || only.some((group) => check.group.startsWith(`${group}.`)));
    const outcomes = await runChecks(checks);
    const passed = outcomes.filter((outcome) => outcome.passed).length;
    const failed = outcomes.length - passed;
    for (const [reason, count] of retries) console.info(`\n${count} request(s) sent again: ${reason}`);
    console.info(`\n${passed} passed, ${failed} failed`);
    if (!ROOT_CHECKS)
      console.info("The checks that need root (database unwritable, the export in a memory cgroup) run with RELIABILITY_ROOT_CHECKS=1, as .ci/run sets it.");
    return failed === 0 ? 0 : 1;
  } finally {
    await hostile.close();
    await context.close();
    await catcher?.stop();
  }
}

runSuite(main);
