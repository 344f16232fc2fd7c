import { describe, expect, it } from "vitest";
import { withoutScripts } from "@/bench/scriptless";

describe("the bench's scriptless copy of a page", () => {
  const page = [
    '<html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
    '<link rel="modulepreload" href="/_next/static/chunks/m.js"/>',
    '<script src="/_next/static/chunks/b.js" async=""></script>',
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
    '<body><h1>Title</h1><script type="application/ld+json">{"@type":"Organization"}</script>',
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    '<script>self.__next_f.push([1,"</p>"])</script></body></html>',
  ].join("");

  it("keeps the markup, the stylesheet and the JSON-LD, and drops every script and script hint", () => {
    const copy = withoutScripts(page);

    expect(copy).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(copy).toContain("<h1>Title</h1>");
    expect(copy).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(copy).not.toMatch(/\.js"/);
    expect(copy).not.toContain("__next_f");
    expect(copy.match(/<script/g)).toHaveLength(1);
  });
});
