import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-documents-open-"));
process.env.DATA_DIR = dataDir;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("opening the embedded database from two copies of the documents module", () => {
  // Next bundles lib/documents into several server chunks, each a separate module instance in one
  // process; vi.resetModules gives the second import its own instance the same way.
  it("opens and seeds it once, so neither copy reads it before the demo content is all there", async () => {
    const first = await import("@/lib/documents");
    vi.resetModules();
    const second = await import("@/lib/documents");
    expect(second).not.toBe(first);

    const [fromFirst, fromSecond] = await Promise.all([first.documents(), second.documents()]);

    expect(fromSecond).toBe(fromFirst);
    const departments = await fromSecond.listDepartments();
    expect(departments.map((department) => department.id).sort()).toEqual(["data-ai", "design", "engineering", "strategy"]);
    expect((await fromSecond.getDepartment("strategy"))?.isActive).toBe(true);
  });
});
