import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "@/tests/support/processes";

const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
const scripts = Object.keys(JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts as Record<string, string>);

describe("README", () => {
  it("starts with exactly the two commands: the demo and the whole test suite", () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    const commands = firstBlock
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => line.replace(/\s+#.*$/, "").trim());
    expect(commands).toEqual(["bash scripts/demo.sh", "bash scripts/test.sh"]);
  });

  it("stays short enough to read in one sitting", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(180);
  });

  it("names only npm scripts that exist, and files that exist", () => {
    const named = [...readme.matchAll(/npm run ([a-z][\w:-]*)/g)].map((match) => match[1]);
    const shorthand = [...readme.matchAll(/`(mail:\w+|test:\w+)`/g)].map((match) => match[1]);
    for (const script of [...named, ...shorthand]) expect(scripts, `npm run ${script}`).toContain(script);
    const paths = [...readme.matchAll(/`((?:docs|lib|tests|e2e|content|components|scripts|app|bench|functions)\/[\w./-]+)`/g)].map(
      (match) => match[1] as string,
    );
    expect(paths.length).toBeGreaterThan(10);
    for (const file of paths) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
  });
});
