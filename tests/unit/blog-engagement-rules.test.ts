import { describe, expect, it } from "vitest";
import { isCrawler } from "@/lib/features/blog/crawlers";
import { formatPostDate, readTimeLabel } from "@/lib/features/blog/format";
import { countLabel } from "@/lib/primitives/format/count";
import { shareFailureMessage, shareTargets } from "@/lib/features/blog/share";
import { VISITOR_COOKIE, visitorCookie, visitorFromCookieHeader } from "@/lib/features/blog/visitor";

describe("crawler detection", () => {
  it("skips search engines, previewers, tools and requests without a user agent", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1",
      "LinkedInBot/1.0",
      "WhatsApp/2.23",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0 Safari/537.36",
      "curl/8.5.0",
      "",
      null,
    ]) {
      expect(isCrawler(agent), String(agent)).toBe(true);
    }
  });

  it("counts people's browsers, including phones whose model name contains 'bot'", () => {
    for (const agent of [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
    ]) {
      expect(isCrawler(agent), agent).toBe(false);
    }
  });
});

describe("visitor id cookie", () => {
  it("reads a valid id and makes a new one when it is missing or malformed", () => {
    const id = "0b5e2c1a-7c4d-4f8e-9a1b-2c3d4e5f6a7b";
    expect(visitorFromCookieHeader(`theme=dark; ${VISITOR_COOKIE}=${id}; other=1`)).toEqual({ id, isNew: false });
    for (const header of [null, "", `${VISITOR_COOKIE}=not-a-uuid`, `x${VISITOR_COOKIE}=${id}`]) {
      const visitor = visitorFromCookieHeader(header);
      expect(visitor.isNew).toBe(true);
      expect(visitor.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(visitor.id).not.toBe(id);
    }
  });

  it("is httpOnly, SameSite=Lax, long-lived, and Secure on https", () => {
    const cookie = visitorCookie("abc", false);
    expect(cookie).toMatch(/^lexor_visitor=abc; Path=\/; Max-Age=\d{8}; HttpOnly; SameSite=Lax$/);
    expect(visitorCookie("abc", true)).toMatch(/; Secure$/);
  });
});

describe("share links", () => {
  it("link to each network with the article's URL and title, and email with subject and body", () => {
    const targets = Object.fromEntries(
      shareTargets({ url: "https://lexor.example/blog/a-b", title: "Bets & promises", excerpt: "Short." }).map((target) => [target.name, new URL(target.href)]),
    );
    expect(targets["X (Twitter)"]?.searchParams.get("url")).toBe("https://lexor.example/blog/a-b");
    expect(targets["X (Twitter)"]?.searchParams.get("text")).toBe("Bets & promises");
    expect(targets.Facebook?.searchParams.get("u")).toBe("https://lexor.example/blog/a-b");
    expect(targets.LinkedIn?.searchParams.get("url")).toBe("https://lexor.example/blog/a-b");
    expect(targets.WhatsApp?.searchParams.get("text")).toBe("Bets & promises https://lexor.example/blog/a-b");
    expect(targets.Email?.protocol).toBe("mailto:");
    expect(targets.Email?.searchParams.get("subject")).toBe("Bets & promises");
    expect(targets.Email?.searchParams.get("body")).toBe("Short.\n\nRead it on The Signal: https://lexor.example/blog/a-b");
  });

  it("words the failure alert as the spec does", () => {
    expect(shareFailureMessage("https://x.example/p")).toBe("Unable to share. Please copy the URL manually: https://x.example/p");
  });
});

describe("formatting", () => {
  it("prints en-US dates, read time and counts", () => {
    expect(formatPostDate("2026-03-04T23:30:00.000Z")).toBe("March 4, 2026");
    expect(formatPostDate("not a date")).toBe("");
    expect(readTimeLabel(3)).toBe("3 min read");
    expect(countLabel(1, "view")).toBe("1 view");
    expect(countLabel(1234, "view")).toBe("1,234 views");
  });
});
