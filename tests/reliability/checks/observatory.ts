import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureNginx, type NginxServer, startNginx } from "@/tests/support/nginx";
import { ROOT } from "@/tests/support/processes";
import { APP_PORT, type SuiteContext } from "../context";
import { assert, type Check } from "../harness";

const GROUP = "8. MDN HTTP Observatory over HTTPS";
const HTTPS_PORT = Number(process.env.RELIABILITY_HTTPS_PORT ?? APP_PORT + 3);
const HTTP_PORT = Number(process.env.RELIABILITY_HTTP_PORT ?? APP_PORT + 4);
const TOOL = path.join(ROOT, "tests/observatory");
const PACKAGE = path.join(TOOL, "node_modules/@mdn/mdn-http-observatory/src");
/** B+ and better (the Observatory's grade chart: B+ starts at 80). */
const MINIMUM_SCORE = 80;

interface TestResult {
  result: string;
  pass: boolean | null;
  scoreModifier?: number;
}

/** The Observatory's scan (its `scan()`), with our ports: its CLI and `scan()` take only a host. */
async function observatoryScan(host: string, ports: { httpPort: number; httpsPort: number }) {
  const load = (file: string) => import(pathToFileURL(path.join(PACKAGE, file)).href);
  const { retrieve } = await load("retriever/retriever.js");
  const { ALL_TESTS } = await load("constants.js");
  const { getGradeForScore, getScoreModifier } = await load("grader/grader.js");
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");
  const retrieved = await retrieve(host, ports);
  assert(retrieved.responses.auto, "the Observatory could not reach the site");
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests: Record<string, TestResult> = {};
  for (const test of ALL_TESTS as Array<(input: unknown) => TestResult & { constructor: { name: string } }>) {
    const result = test(retrieved);
    const modifier = result.result ? (getScoreModifier(result.result) as number) : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    tests[result.constructor.name] = { result: result.result, pass: result.pass, scoreModifier: modifier };
  }
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
  const { grade, score: graded } = getGradeForScore(score) as { grade: string; score: number };
  return { grade, score: graded, tests };
}

/** A self-signed certificate for 127.0.0.1, made with Debian's openssl. */
function certificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, "site.crt");
  const key = path.join(dir, "site.key");
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert], { stdio: "pipe" });
  return { cert, key };
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
          const { grade, score, tests } = await observatoryScan("127.0.0.1", { httpPort: HTTP_PORT, httpsPort: HTTPS_PORT });
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
