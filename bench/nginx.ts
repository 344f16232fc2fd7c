import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { assertPortFree, type GroupProcess, ROOT, startGroup, waitForHttp } from "@/tests/support/processes";

const NGINX_DIR = path.join(ROOT, "bench/tmp/nginx");

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

/**
 * Serves one HTML file as `/` from a config of our own under bench/tmp, in the foreground, on
 * 127.0.0.1 only. Two workers, like the two cores Node shares with it.
 */
export async function startNginx(binary: string, port: number, html: Buffer): Promise<GroupProcess & { origin: string }> {
  fs.rmSync(NGINX_DIR, { recursive: true, force: true });
  const www = path.join(NGINX_DIR, "www");
  fs.mkdirSync(www, { recursive: true });
  fs.writeFileSync(path.join(www, "index.html"), html);
  const temp = (name: string) => path.join(NGINX_DIR, name);
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
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location = / {
      default_type "text/html; charset=utf-8";
      try_files /index.html =404;
    }
  }
}
`;
  const confPath = temp("nginx.conf");
  fs.writeFileSync(confPath, conf);
  // Worker processes run as nobody; the files they serve must be readable by it.
  fs.chmodSync(NGINX_DIR, 0o755);
  fs.chmodSync(www, 0o755);
  fs.chmodSync(path.join(www, "index.html"), 0o644);
  await assertPortFree(port);
  const server = startGroup(binary, ["-e", temp("error.log"), "-p", NGINX_DIR, "-c", confPath]);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/`, { timeoutMs: 15_000, statuses: [200], process: server });
  return { ...server, origin };
}
