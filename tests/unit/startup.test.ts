import { describe, expect, it } from "vitest";
import { ConfigError } from "@/lib/config";
import { assertCacheMatchesBuild } from "@/lib/startup";

describe("a server's REDIS_URL against its build", () => {
  it("refuses a build for Redis started without REDIS_URL, and a build without it started with one", () => {
    expect(() => assertCacheMatchesBuild(undefined, "true")).toThrow(ConfigError);
    expect(() => assertCacheMatchesBuild(undefined, "true")).toThrow(/REDIS_URL: this build shares its page cache through Redis/);
    expect(() => assertCacheMatchesBuild("redis://10.0.0.3:6379", "false")).toThrow(/REDIS_URL: this build keeps its page cache on local disk/);
  });

  it("starts when both agree, and checks nothing outside a build", () => {
    expect(() => assertCacheMatchesBuild("redis://10.0.0.3:6379", "true")).not.toThrow();
    expect(() => assertCacheMatchesBuild(undefined, "false")).not.toThrow();
    expect(() => assertCacheMatchesBuild("redis://10.0.0.3:6379", undefined)).not.toThrow();
  });
});
