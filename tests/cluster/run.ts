// `npm run test:cluster`: the site as several instances run it (tests/support/cluster.ts: Redis,
// three servers on one SQLite file, nginx round robin, a real SMTP server), checked over real HTTP:
// one webhook call refreshes every server, a limit holds across them, Redis can fail in the middle
// of a run, and the three delivery workers send each message once. Prints every check and closes
// with `N passed, N failed`. `--no-build` reuses the build in .next. Ports: CLUSTER_TEST_PORT (nginx), CLUSTER_TEST_APP_PORT (first server),
// CLUSTER_TEST_REDIS_PORT, CLUSTER_TEST_SMTP_PORT.
import { type Check, runChecks, runSuite } from "@/tests/reliability/harness";
import { type Cluster, startCluster } from "@/tests/support/cluster";
import { buildNext } from "@/tests/support/processes";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp-server";
import { outageChecks } from "./checks/outage";
import { outboxChecks } from "./checks/outbox";
import { rateLimitChecks } from "./checks/rate-limit";
import { revalidationChecks } from "./checks/revalidation";
import { ClusterContext, DIR, PORTS, SERVER_ENV, SMTP_PORT } from "./context";

async function main(): Promise<number> {
  let cluster: Cluster | undefined;
  let context: ClusterContext | undefined;
  let smtp: TestSmtpServer | undefined;
  try {
    if (!process.argv.includes("--no-build")) {
      console.info("Building the site (next build)...");
      const { wallMs } = buildNext({ DATA_DIR: `${DIR}/app`, SITE_URL: `http://127.0.0.1:${PORTS.balancer}` });
      console.info(`  built in ${(wallMs / 1000).toFixed(1)} s`);
    }
    smtp = await startSmtpServer(SMTP_PORT);
    // Every server runs its delivery worker against the shared database, polling often so the
    // three of them compete for the same messages.
    const env = { ...SERVER_ENV, SMTP_URL: smtp.url, MAIL_WORKER_INTERVAL_MS: "50" };
    cluster = await startCluster({ ports: PORTS, dir: DIR, env, log: (line) => console.info(line) });
    console.info(`Cluster on ${cluster.origin}: ${cluster.servers.map((server) => server.origin).join(", ")}, ${cluster.redis.url}`);
    context = new ClusterContext(cluster, smtp);

    const checks: Check[] = [...revalidationChecks(context), ...rateLimitChecks(context), ...outageChecks(context), ...outboxChecks(context)];
    const outcomes = await runChecks(checks);
    const passed = outcomes.filter((outcome) => outcome.passed).length;
    const failed = outcomes.length - passed;
    if (failed > 0) {
      for (const [index, server] of cluster.servers.entries()) {
        console.info(`\nServer ${index + 1} output (last lines):\n${server.output().slice(-3000)}`);
      }
    }
    console.info(`\n${passed} passed, ${failed} failed`);
    return failed === 0 ? 0 : 1;
  } finally {
    await context?.close();
    await cluster?.stop();
    await smtp?.stop();
  }
}

runSuite(main);
