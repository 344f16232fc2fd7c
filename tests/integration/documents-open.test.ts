import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { twoCopies } from "@/tests/support/module-copies";
import { getDepartment, listDepartments } from "@/lib/features/content/records";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-documents-open-"));
process.env.DATA_DIR = dataDir;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("opening the embedded database from two copies of the documents module", () => {
  it("opens and seeds it once, so neither copy reads it before the demo content is all there", async () => {
    const [first, second] = await twoCopies(() => import("@/lib/features/content/store"));

    const [fromFirst, fromSecond] = await Promise.all([first.documents(), second.documents()]);

    expect(fromSecond).toBe(fromFirst);
    const departments = await listDepartments(fromSecond);
    expect(departments.map((department) => department.id).sort()).toEqual(["data-ai", "design", "engineering", "strategy"]);
    expect((await getDepartment(fromSecond, "strategy"))?.isActive).toBe(true);
  });
});
