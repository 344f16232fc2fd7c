// `npm run cluster`: the site as several instances run it, on this machine. Builds (unless
// `--no-build`), then starts Redis, three production servers on one SQLite file and nginx as a
// round-robin load balancer in front, all on 127.0.0.1, and stops them together on Ctrl-C.
// Ports: CLUSTER_PORT (nginx), CLUSTER_APP_PORT (first server; the others follow), CLUSTER_REDIS_PORT.
import { clusterPorts, startCluster } from "@/tests/support/cluster";
import { buildNext } from "@/tests/support/processes";

const ports = clusterPorts("CLUSTER", { balancer: 3300, firstServer: 3301, redis: 3379 });
const DIR = ".data/cluster";
const secrets = {
  REVALIDATION_SECRET: process.env.REVALIDATION_SECRET ?? "local-cluster-revalidation-secret",
  FILE_SIGNING_SECRET: process.env.FILE_SIGNING_SECRET ?? "local-cluster-file-signing-secret-0123456789",
};
const log = (line: string) => console.info(line);

async function main() {
  if (!process.argv.includes("--no-build")) {
    log("Building the site (next build)...");
    const { wallMs } = buildNext({ DATA_DIR: `${DIR}/app`, SITE_URL: `http://127.0.0.1:${ports.balancer}` });
    log(`  built in ${(wallMs / 1000).toFixed(1)} s`);
  }
  const cluster = await startCluster({ ports, dir: DIR, env: secrets, echo: true, log });
  log("");
  log(`Site:     ${cluster.origin} (nginx, round robin)`);
  for (const [index, server] of cluster.servers.entries()) log(`Server ${index + 1}: ${server.origin}`);
  log(`Redis:    ${cluster.redis.url}`);
  log(`Data:     ${cluster.sqlitePath} (shared, WAL)`);
  log(`Webhook:  curl -X POST ${cluster.origin}/api/revalidate -H "Authorization: Bearer ${secrets.REVALIDATION_SECRET}" \\`);
  log(`            -H "Content-Type: application/json" -d '{"tags":["blog","departments","brands"]}'`);
  log("Ctrl-C stops everything.");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
