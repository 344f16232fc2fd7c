// `npm run test:cluster`: the site as several instances run it (tests/support/cluster.ts: Redis,
// three servers on one SQLite file, nginx round robin), checked over real HTTP: one webhook call
// refreshes every server, a limit holds across them, and Redis can fail in the middle of a run.
// Prints every check and closes with `N passed, N failed`. `--no-build` reuses the build in .next, which must have been made for Redis (REDIS_URL set).
// Ports: CLUSTER_TEST_PORT (nginx), CLUSTER_TEST_APP_PORT (first server), CLUSTER_TEST_REDIS_PORT.
import { type Check, runChecks, runSuite } from "@/tests/reliability/harness";
import { type Cluster, startCluster } from "@/tests/support/cluster";
import { buildNext } from "@/tests/support/processes";
import { outageChecks } from "./checks/outage";
import { rateLimitChecks } from "./checks/rate-limit";
import { revalidationChecks } from "./checks/revalidation";
import { ClusterContext, DIR, PORTS, SERVER_ENV } from "./context";

async function main(): Promise<number> {
  let cluster: Cluster | undefined;
  let context: ClusterContext | undefined;
  try {
    if (!process.argv.includes("--no-build")) {
      console.info("Building the site (next build)...");
      const { wallMs } = buildNext({ DATA_DIR: `${DIR}/app`, SITE_URL: `http://127.0.0.1:${PORTS.balancer}`, REDIS_URL: `redis://127.0.0.1:${PORTS.redis}` });
      console.info(`  built in ${(wallMs / 1000).toFixed(1)} s`);
    }
    cluster = await startCluster({ ports: PORTS, dir: DIR, env: SERVER_ENV, log: (line) => console.info(line) });
    console.info(`Cluster on ${cluster.origin}: ${cluster.servers.map((server) => server.origin).join(", ")}, ${cluster.redis.url}`);
    context = new ClusterContext(cluster);

    const checks: Check[] = [...revalidationChecks(context), ...rateLimitChecks(context), ...outageChecks(context)];
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
  }
}

runSuite(main);
