import http from "node:http";
import zlib from "node:zlib";

/** Script elements that run (JSON-LD is data, and stays), and the hints that fetch scripts early. */
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;
const SCRIPT_HINT = /<link\b[^>]*\bas="script"[^>]*\/?>|<link\b[^>]*rel="modulepreload"[^>]*\/?>/g;

/** The page as it is, without anything that would fetch or run a script. */
export function withoutScripts(html: string): string {
  return html.replace(EXECUTABLE_SCRIPT, "").replace(SCRIPT_HINT, "");
}

export interface ScriptlessCopy {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Serves `paths` of the site as their HTML without scripts, and passes every other request (the
 * stylesheet, images, icons) through to the site. Lighthouse's LCP counts every script evaluated
 * before the paint it observed; measured this way, a route shows what its own markup and
 * stylesheet cost when no script races that paint. A diagnostic beside the bare page, no target:
 * the copy does not hydrate and is nothing a visitor is served.
 */
export async function startScriptlessCopy(siteOrigin: string, paths: string[], port: number): Promise<ScriptlessCopy> {
  const pages = new Map<string, Buffer>();
  for (const path of paths) {
    const response = await fetch(siteOrigin + path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}; no scriptless copy`);
    pages.set(path, zlib.gzipSync(withoutScripts(await response.text())));
  }
  const site = new URL(siteOrigin);
  const server = http.createServer((request, response) => {
    const page = request.method === "GET" ? pages.get(request.url ?? "") : undefined;
    if (page) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip", "cache-control": "no-store" });
      response.end(page);
      return;
    }
    const upstream = http.request(
      { host: site.hostname, port: site.port, path: request.url, method: request.method, headers: { ...request.headers, host: site.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
