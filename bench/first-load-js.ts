import { gzipSync } from "node:zlib";

export interface FirstLoadJs {
  gzipBytes: number;
  rawBytes: number;
  scripts: number;
}

/**
 * What a first visit downloads as JavaScript: every same-origin `<script src>` of the page's HTML
 * (but `nomodule` ones), each compressed on its own with gzip level 9, summed.
 */
export async function firstLoadJs(origin: string, path: string): Promise<FirstLoadJs> {
  const response = await fetch(origin + path, { redirect: "manual" });
  if (response.status !== 200) throw new Error(`${path} answered HTTP ${response.status}`);
  const html = await response.text();
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const source = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    // Browsers that run modules skip `nomodule` scripts (Next's legacy polyfills): not downloaded.
    if (!source || /\bnomodule\b/i.test(tag)) continue;
    const url = new URL(source.replaceAll("&amp;", "&"), origin + path);
    if (url.origin === origin) sources.add(url.href);
  }
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const source of sources) {
    const script = await fetch(source);
    if (!script.ok) throw new Error(`${source} answered HTTP ${script.status}`);
    const bytes = Buffer.from(await script.arrayBuffer());
    rawBytes += bytes.byteLength;
    gzipBytes += gzipSync(bytes, { level: 9 }).byteLength;
  }
  return { gzipBytes, rawBytes, scripts: sources.size };
}
