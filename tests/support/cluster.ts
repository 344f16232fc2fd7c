// Several instances as production runs them, on one machine: Redis, three `next start` servers on
// one SQLite file (WAL mode, the only way the embedded database can be shared) and nginx as a
// round-robin load balancer in front, all on 127.0.0.1, each in its own process group. Used by
// `npm run cluster`, its test suite and the benchmark.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureNginx, type NginxServer, startNginx } from "@/tests/support/nginx";
import { type AppServer, ROOT, startNextServer, tsxArgs } from "@/tests/support/processes";
import { type RedisServer, startRedis } from "@/tests/support/redis-server";

export interface ClusterPorts {
  /** nginx, the address visitors use. */
  balancer: number;
  /** The first server; the others take the next ports. */
  firstServer: number;
  redis: number;
}

/** Ports from `<prefix>_PORT`, `<prefix>_APP_PORT` and `<prefix>_REDIS_PORT`, with defaults. */
export function clusterPorts(prefix: string, defaults: ClusterPorts): ClusterPorts {
  const port = (name: string, fallback: number) => Number(process.env[`${prefix}_${name}`] ?? fallback);
  return {
    balancer: port("PORT", defaults.balancer),
    firstServer: port("APP_PORT", defaults.firstServer),
    redis: port("REDIS_PORT", defaults.redis),
  };
}

/**
 * nginx closes an idle upstream connection after this long; the production server (server.mjs)
 * keeps one open longer, so it never closes a connection nginx is about to reuse (Node's default
 * of 5 s against nginx's 60 s resets requests under load, seen as ECONNRESET and 502).
 */
const BALANCER_IDLE_SECONDS = 60;

export interface ClusterOptions {
  ports: ClusterPorts;
  /** Folder under the repository for the cluster: `app/` (DATA_DIR of every server), `redis/`, `nginx/`. */
  dir: string;
  servers?: number;
  /** Added to every server's environment (secrets, SMTP_URL, RATE_LIMIT_SCALE...). */
  env?: Record<string, string>;
  echo?: boolean;
  log?: (line: string) => void;
}

export interface Cluster {
  /** nginx's origin: what visitors and the webhook use. */
  readonly origin: string;
  readonly servers: AppServer[];
  /** Every server's environment (the same for all). */
  readonly env: Record<string, string>;
  /** The SQLite file every server opens. */
  readonly sqlitePath: string;
  readonly redis: RedisServer;
  readonly nginx: NginxServer;
  /** Stops Redis (SIGTERM, as an outage or a restart would). */
  stopRedis(): Promise<void>;
  /** Starts an empty Redis again on the same port. */
  startRedis(): Promise<void>;
  stop(): Promise<void>;
}

/** nginx round robin on `ports.balancer` over `servers` servers from `ports.firstServer` on. */
export function balancerConfig(ports: Pick<ClusterPorts, "balancer" | "firstServer">, servers: number): string {
  const upstreams = Array.from({ length: servers }, (_, index) => `    server 127.0.0.1:${ports.firstServer + index};`);
  return `  upstream lexor_site {
${upstreams.join("\n")}
    keepalive 16;
    keepalive_timeout ${BALANCER_IDLE_SECONDS}s;
  }
  server {
    listen 127.0.0.1:${ports.balancer};
    # Résumés are up to 10 MB; the site enforces its own limits on every body.
    client_max_body_size 12m;
    location / {
      proxy_pass http://lexor_site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # Appends the address nginx saw: with TRUSTED_PROXY_HOPS=1 the servers take that last entry,
      # and whatever the client wrote in front of it is ignored.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`;
}

/** Loads the demo content once, before any server opens the file, as an operator would. */
function seed(env: Record<string, string>): void {
  const result = spawnSync(process.execPath, tsxArgs("scripts/seed.ts"), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`npm run seed failed:\n${(result.stdout + result.stderr).slice(-4000)}`);
}

/** Starts the cluster from the build in `.next` and a fresh data folder; stops what it started if any part fails. */
export async function startCluster({ ports, dir, servers = 3, env = {}, echo = false, log = () => {} }: ClusterOptions): Promise<Cluster> {
  const root = path.join(ROOT, dir);
  fs.rmSync(root, { recursive: true, force: true });
  const dataDir = path.join(dir, "app");
  const origin = `http://127.0.0.1:${ports.balancer}`;
  const serverEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    SITE_URL: origin,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    TRUSTED_PROXY_HOPS: "1",
    ...env,
  };
  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const part of [...started].reverse()) await part.stop();
  };
  try {
    log(`Redis on 127.0.0.1:${ports.redis}...`);
    let redis = await startRedis(ports.redis, path.join(root, "redis"));
    const redisHandle = { stop: () => redis.stop() };
    started.push(redisHandle);

    log("Seeding the demo content...");
    seed(serverEnv);

    log(`${servers} servers from 127.0.0.1:${ports.firstServer}...`);
    const apps = await Promise.all(Array.from({ length: servers }, (_, index) => startNextServer(ports.firstServer + index, serverEnv, { echo })));
    started.push(...apps);

    log(`nginx on 127.0.0.1:${ports.balancer}...`);
    const nginx = await startNginx(ensureNginx(log), {
      dir: path.join(root, "nginx"),
      port: ports.balancer,
      http: balancerConfig(ports, servers),
      readyPath: "/api/health",
    });
    started.push(nginx);

    return {
      origin,
      servers: apps,
      env: serverEnv,
      sqlitePath: path.join(ROOT, dataDir, "lexor.sqlite"),
      get redis() {
        return redis;
      },
      nginx,
      stopRedis: () => redis.stop(),
      async startRedis() {
        redis = await startRedis(ports.redis, path.join(root, "redis"));
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
