// Debian's nginx in the foreground with a config of our own, on 127.0.0.1, in its own process
// group: the reference static server of the benchmark and the load balancer of the cluster.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { assertPortFree, type GroupProcess, startGroup, waitForHttp } from "@/tests/support/processes";

function findNginx(): string | null {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 ? which.stdout.trim() : null;
}

/**
 * Debian's nginx, installed with apt-get when missing and running as root (Debian images carry a
 * policy-rc.d that keeps the package from starting its system service; nothing here touches
 * /etc/nginx or that service).
 */
export function ensureNginx(log: (line: string) => void): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error("nginx is missing: run 'sudo apt-get install -y nginx-light' and try again.");
  }
  log("Installing nginx from Debian...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { env, stdio: "inherit" });
  const light = spawnSync("apt-get", ["install", "-y", "-qq", "nginx-light"], { env, stdio: "inherit" });
  if (light.status !== 0) execFileSync("apt-get", ["install", "-y", "-qq", "nginx"], { env, stdio: "inherit" });
  const installed = findNginx();
  if (!installed) throw new Error("apt-get finished but no nginx binary was found");
  return installed;
}

export function nginxVersion(binary: string): string {
  const result = spawnSync(binary, ["-v"], { encoding: "utf8" });
  return (result.stderr || result.stdout).trim().replace(/^nginx version:\s*/, "");
}

export interface NginxServer extends GroupProcess {
  readonly origin: string;
}

export interface NginxSettings {
  /** Its config, pid, logs, temp folders and `files`; emptied first. */
  dir: string;
  port: number;
  /** The body of the http block. */
  http: string;
  /** Files to serve, by path under `dir`. */
  files?: Record<string, string | Buffer>;
  readyPath?: string;
}

/** Runs nginx and waits until `readyPath` answers 200. Two workers, like the two cores Node shares with it. */
export async function startNginx(binary: string, { dir, port, http, files = {}, readyPath = "/" }: NginxSettings): Promise<NginxServer> {
  await assertPortFree(port);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  // Worker processes run as nobody; what they serve must be readable by it.
  fs.chmodSync(dir, 0o755);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
    fs.writeFileSync(file, content, { mode: 0o644 });
  }
  const temp = (name: string) => path.join(dir, name);
  const conf = `daemon off;
worker_processes 2;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
${http}
}
`;
  fs.writeFileSync(temp("nginx.conf"), conf);
  const server = startGroup(binary, ["-e", temp("error.log"), "-p", dir, "-c", temp("nginx.conf")]);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(origin + readyPath, { timeoutMs: 30_000, statuses: [200], process: server });
  return { ...server, origin };
}
