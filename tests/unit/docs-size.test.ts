import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "@/tests/support/processes";

const MAX_DECISION_LINES = 400;

describe("docs/decisions.md", () => {
  it(`stays at ${MAX_DECISION_LINES} lines or fewer`, () => {
    const decisions = fs.readFileSync(path.join(ROOT, "docs/decisions.md"), "utf8");
    expect(decisions.trimEnd().split("\n").length).toBeLessThanOrEqual(MAX_DECISION_LINES);
  });
});
