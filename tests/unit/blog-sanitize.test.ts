import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "@/lib/features/content/sanitize";

describe("sanitizePostHtml", () => {
  it("removes scripts, event handlers, javascript: URLs, iframes and styles", () => {
    const dirty = [
      '<p onclick="steal()" style="color:red">Hello <strong>world</strong></p>',
      "<script>alert(1)</script>",
      '<img src="/blog/covers/x.svg" onerror="alert(2)" alt="diagram">',
      '<a href="javascript:alert(3)">bad link</a>',
      '<a href="JaVaScRiPt:alert(4)">sneaky</a>',
      '<iframe src="https://example.com/embed"></iframe>',
      "<style>body{display:none}</style>",
      "<svg><script>alert(5)</script></svg>",
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
      '<form action="https://example.com"><input name="x"></form>',
    ].join("");
    const clean = sanitizePostHtml(dirty);
    expect(clean).not.toMatch(/<script|alert|onerror|onclick|javascript:|<iframe|<style|style=|<svg|data:|<form|<input/i);
    expect(clean).toContain("<p>Hello <strong>world</strong></p>");
    expect(clean).toContain('alt="diagram"');
    expect(clean).toContain("<a>bad link</a>");
  });

  it("keeps the formatting posts use and makes external links safe", () => {
    const html = sanitizePostHtml(
      "<h1>Title</h1><h2>Part</h2><ul><li>One</li></ul><blockquote>Quote</blockquote><pre><code>x = 1</code></pre>" +
        '<a href="https://example.com" target="_self">out</a><a href="/what-we-do" target="_blank">in</a><a href="mailto:hi@lexor.example">mail</a>',
    );
    expect(html).toContain("<h2>Title</h2><h2>Part</h2>");
    expect(html).toContain("<ul><li>One</li></ul><blockquote>Quote</blockquote><pre><code>x = 1</code></pre>");
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/what-we-do">in</a>');
    expect(html).toContain('<a href="mailto:hi@lexor.example">mail</a>');
  });

  it("allows images only from this site or over https", () => {
    expect(sanitizePostHtml('<p>a<img src="http://example.com/a.png">b</p>')).toBe("<p>ab</p>");
    expect(sanitizePostHtml('<img src="/a.png" alt="">')).toBe('<img src="/a.png" alt="" loading="lazy" decoding="async" />');
  });
});
