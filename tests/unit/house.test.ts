import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "@/tests/support/processes";

// What keeps the source readable in an hour: forms short enough to hold in one's head.

const MAX_FORM_LINES = 200;
const MAX_COMMENT_PERCENT = 5;

function files(dir: string, test: (name: string) => boolean): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return files(relative, test);
    return test(entry.name) ? [relative] : [];
  });
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const lineCount = (source: string) => source.trimEnd().split("\n").length;

describe("the house", () => {
  const tsx = [...files("components", (name) => name.endsWith(".tsx")), ...files("app", (name) => name.endsWith(".tsx"))];

  it(`keeps every form at ${MAX_FORM_LINES} lines or fewer`, () => {
    const forms = tsx.filter((file) => /<form\b/.test(read(file)));
    expect(forms).toContain("components/careers/apply-form.tsx");
    expect(forms.filter((file) => lineCount(read(file)) > MAX_FORM_LINES)).toEqual([]);
  });

  it("takes the primary accent of every button and link from components/ui/button.tsx", () => {
    const sources = [...tsx, ...files("components", (name) => name.endsWith(".ts"))];
    const copies = sources.filter((file) => file !== "components/ui/button.tsx" && read(file).includes("hover:bg-accent-strong"));
    expect(sources).toContain("components/ui/button.tsx");
    expect(copies).toEqual([]);
  });

  it(`keeps comment lines at ${MAX_COMMENT_PERCENT} % or fewer of lib/, components/ and app/`, () => {
    const ratio = spawnSync(process.execPath, ["scripts/comment-ratio.mjs", "--max", String(MAX_COMMENT_PERCENT)], { cwd: ROOT, encoding: "utf8" });
    expect(ratio.stdout).toMatch(/comment lines of \d+/);
    expect(ratio.status, ratio.stdout).toBe(0);
  });
});
