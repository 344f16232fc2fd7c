import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureNginx, type NginxServer, startNginx } from "@/tests/support/nginx";
import { ROOT } from "@/tests/support/processes";
import { APP_PORT, type SuiteContext } from "../context";
import { assert, type Check } from "../harness";

const GROUP = "7. MDN HTTP Observatory over HTTPS";
const HTTPS_PORT = Number(process.env.RELIABILITY_HTTPS_PORT ?? APP_PORT + 3);
const HTTP_PORT = Number(process.env.RELIABILITY_HTTP_PORT ?? APP_PORT + 4);
const TOOL = path.join(ROOT, "tests/observatory");
const PACKAGE = path.join(TOOL, "node_modules/@mdn/mdn-http-observatory/src");

/** B+ and better (the Observatory's grade chart: B+ starts at 80). */
const MINIMUM_SCORE = 80;

interface Scan {
  grade: string;
  score: number;
  tests: Record<string, { result: string; pass: boolean | null; scoreModifier: number }>;
}

/** Runs tests/observatory/scan.mjs in its own process, trusting the local CA as a visitor's browser would a real one. */
function observatoryScan(ca: string): Scan {
  const scan = spawnSync(process.execPath, [path.join(TOOL, "scan.mjs"), "127.0.0.1", String(HTTP_PORT), String(HTTPS_PORT)], {
    cwd: TOOL,
    env: { ...process.env, NODE_EXTRA_CA_CERTS: ca },
    encoding: "utf8",
    timeout: 120_000,
  });
  assert(scan.status === 0, `the Observatory's scan failed:\n${(scan.stdout + scan.stderr).slice(-2000)}`);
  return JSON.parse(scan.stdout) as Scan;
}

/** A local CA and a certificate for 127.0.0.1 it signed, made with Debian's openssl. */
function certificate(dir: string): { ca: string; cert: string; key: string } {
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "pipe" });
  openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=Lexor test CA", "-keyout", file("ca.key"), "-out", file("ca.crt"));
  openssl("req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1", "-keyout", file("site.key"), "-out", file("site.csr"));
  fs.writeFileSync(file("site.ext"), "subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n");
  openssl(
    "x509",
    "-req",
    "-in",
    file("site.csr"),
    "-CA",
    file("ca.crt"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-days",
    "2",
    "-extfile",
    file("site.ext"),
    "-out",
    file("site.crt"),
  );
  return { ca: file("ca.crt"), cert: file("site.crt"), key: file("site.key") };
}

function httpsConfig(upstream: string, { cert, key }: { cert: string; key: string }): string {
  return `  server {
    listen 127.0.0.1:${HTTP_PORT};
    location = /nginx-ready { return 200 "ready"; }
    location / { return 301 https://127.0.0.1:${HTTPS_PORT}$request_uri; }
  }
  server {
    listen 127.0.0.1:${HTTPS_PORT} ssl;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    client_max_body_size 12m;
    location / {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto https;
    }
  }`;
}

export function observatoryChecks(context: SuiteContext): Check[] {
  return [
    {
      group: GROUP,
      name: `the MDN HTTP Observatory scores the site B+ or better over HTTPS (nginx with a local certificate in front, http:${HTTP_PORT} redirecting to https:${HTTPS_PORT})`,
      async run() {
        if (!fs.existsSync(PACKAGE)) {
          const install = spawnSync("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: TOOL, encoding: "utf8" });
          assert(install.status === 0, `npm ci in tests/observatory failed:\n${(install.stdout + install.stderr).slice(-2000)}`);
        }
        // Its install script downloads Chromium's HSTS preload list; 127.0.0.1 is never on it.
        const preloadList = path.join(PACKAGE, "../conf/hsts-preload.json");
        if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, "{}");
        const dir = path.join(ROOT, ".data/observatory");
        fs.rmSync(dir, { recursive: true, force: true });
        fs.mkdirSync(dir, { recursive: true });
        const files = certificate(dir);
        let nginx: NginxServer | undefined;
        try {
          nginx = await startNginx(ensureNginx(console.info), {
            dir: path.join(dir, "nginx"),
            port: HTTP_PORT,
            http: httpsConfig(context.origin, files),
            readyPath: "/nginx-ready",
          });
          const { grade, score, tests } = observatoryScan(files.ca);
          const deductions = Object.entries(tests)
            .filter(([, test]) => (test.scoreModifier ?? 0) < 0)
            .map(([name, test]) => `${name}: ${test.result} (${test.scoreModifier})`);
          console.info(`      grade ${grade}, score ${score}; deductions: ${deductions.join("; ") || "none"}`);
          assert(score >= MINIMUM_SCORE, `the Observatory graded the site ${grade} (${score}): ${deductions.join("; ")}`);
        } finally {
          await nginx?.stop();
        }
      },
    },
  ];
}
