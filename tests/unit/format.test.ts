import { describe, expect, it } from "vitest";
import { formatCount } from "@/lib/primitives/format/count";
import { formatDate } from "@/lib/primitives/format/date";

describe("formatDate", () => {
  const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

  it("prints what Intl's en-US long date prints, in UTC, for every day of four years", () => {
    const start = Date.UTC(2024, 0, 1, 23, 30);
    for (let day = 0; day < 4 * 366; day++) {
      const iso = new Date(start + day * 86_400_000).toISOString();
      expect(formatDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });

  it("reads the instant in UTC and prints nothing for an unreadable date", () => {
    expect(formatDate("2026-03-04T23:30:00.000-05:00")).toBe("March 5, 2026");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatCount", () => {
  it("groups thousands the way en-US does", () => {
    for (const count of [0, 1, 12, 999, 1000, 1234, 99_999, 100_000, 1_234_567, 2_147_483_647, -4321]) {
      expect(formatCount(count)).toBe(count.toLocaleString("en-US"));
    }
  });
});
