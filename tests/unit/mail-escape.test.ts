import { describe, expect, it } from "vitest";
import { assertHeaderSafe, escapeHtml, html, MessageBuildError } from "@/lib/ports/mail/escape";

describe("escapeHtml", () => {
  it("neutralises a script tag", () => {
    expect(escapeHtml('<script>alert("x")</script>')).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("escapes quotes so values cannot leave an attribute", () => {
    expect(escapeHtml(`" onmouseover='steal()'`)).toBe("&quot; onmouseover=&#39;steal()&#39;");
  });

  it("escapes ampersands first, so existing entities are shown, not decoded", () => {
    expect(escapeHtml("Tom & Jerry &lt;3")).toBe("Tom &amp; Jerry &amp;lt;3");
  });
});

describe("html template tag", () => {
  it("escapes interpolated values but keeps the template's own markup", () => {
    const name = '<img src=x onerror="alert(1)">';
    expect(html`<p class="greeting">Hello ${name} & welcome</p>`.toString()).toBe(
      '<p class="greeting">Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt; & welcome</p>',
    );
  });

  it("does not escape nested fragments twice, and renders lists of them", () => {
    const items = ["a&b", "<c>"].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>`.toString()).toBe("<ul><li>a&amp;b</li><li>&lt;c&gt;</li></ul>");
  });

  it("renders numbers and skips null, undefined and false", () => {
    const hidden = false as boolean;
    expect(html`${3} ${null}${undefined}${hidden && html`<b>x</b>`}`.toString()).toBe("3 ");
  });
});

describe("assertHeaderSafe", () => {
  it("accepts an ordinary value", () => {
    expect(() => assertHeaderSafe("Your application – received")).not.toThrow();
  });

  it.each(["a\r\nBcc: x@example.com", "a\nBcc: x@example.com", "a\rb", "a\0b", "a\tb", "a\u007fb", "a\u2028b", "a\u202eb", "a\u2067b"])(
    "rejects %j as a message that cannot be built",
    (value) => {
      expect(() => assertHeaderSafe(value, "Subject")).toThrow(MessageBuildError);
      expect(() => assertHeaderSafe(value, "Subject")).toThrow(/Subject must not contain control characters/);
    },
  );
});
