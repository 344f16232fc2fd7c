import { describe, expect, it } from "vitest";
import { timestampKey } from "@/lib/ports/documents/keys";

describe("timestampKey", () => {
  it("sorts keys made in one millisecond in the order they were made, each one unique, in the stored shape", () => {
    const keys = Array.from({ length: 50 }, () => timestampKey(1_796_000_000_000));
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^\d{13}-[0-9a-f]{8}$/);
    expect(timestampKey(1_796_000_000_001) > (keys.at(-1) ?? "")).toBe(true);
  });
});
