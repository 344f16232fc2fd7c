import path from "node:path";
import { type NginxServer, startNginx as startNginxWith } from "@/tests/support/nginx";
import { ROOT } from "@/tests/support/processes";

export { ensureNginx, nginxVersion } from "@/tests/support/nginx";

const NGINX_DIR = path.join(ROOT, "bench/tmp/nginx");

/** Serves one HTML file as `/` from a config of our own under bench/tmp, on 127.0.0.1 only. */
export function startNginx(binary: string, port: number, html: Buffer): Promise<NginxServer> {
  return startNginxWith(binary, {
    dir: NGINX_DIR,
    port,
    files: { "www/index.html": html },
    http: `  server {
    listen 127.0.0.1:${port};
    root ${path.join(NGINX_DIR, "www")};
    location = / {
      default_type "text/html; charset=utf-8";
      try_files /index.html =404;
    }
  }`,
  });
}
