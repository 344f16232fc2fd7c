import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listDepartments } from "@/lib/features/content/records";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-seed-resume-"));
process.env.DATA_DIR = dataDir;

const { loadContentFolder } = await import("@/lib/features/content/load");
const { pushContent } = await import("@/lib/features/content/push");
const { COLLECTIONS } = await import("@/lib/services/collections");
const { createSqliteDocumentStore } = await import("@/lib/ports/documents/sqlite");
const { fileStore } = await import("@/lib/ports/files");
const { DEMO_CONTENT_DIR, seedUntilComplete } = await import("@/lib/features/content/seed");

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const ALL_DEPARTMENTS = ["data-ai", "design", "engineering", "strategy"];

/** A database holding what a seed killed after its first two departments had written. */
async function halfSeeded(name: string) {
  const store = createSqliteDocumentStore(path.join(dataDir, `${name}.sqlite`));
  const { entries } = loadContentFolder(DEMO_CONTENT_DIR);
  const firstTwo = entries.filter((entry) => entry.collection === COLLECTIONS.departments).slice(0, 2);
  await pushContent(firstTwo, { store, files: fileStore(), createOnly: true });
  return store;
}

const departmentIds = async (store: Awaited<ReturnType<typeof halfSeeded>>) => (await listDepartments(store)).map((department) => department.id).sort();

describe("seeding the embedded database with the demo content", () => {
  it("seeds an empty database and removes its in-progress marker when done", async () => {
    const store = createSqliteDocumentStore(path.join(dataDir, "empty.sqlite"));
    const marker = path.join(dataDir, "empty.sqlite.seeding");

    await seedUntilComplete(store, marker);

    expect(await departmentIds(store)).toEqual(ALL_DEPARTMENTS);
    expect(await store.countRaw(COLLECTIONS.blogs)).toBeGreaterThan(0);
    expect(fs.existsSync(marker)).toBe(false);
    await store.close();
  });

  it("finishes a seed a killed process left half-done, which left its marker behind", async () => {
    const store = await halfSeeded("interrupted");
    const marker = path.join(dataDir, "interrupted.sqlite.seeding");
    fs.writeFileSync(marker, "seeding\n");
    expect(await departmentIds(store)).toHaveLength(2);

    await seedUntilComplete(store, marker);

    expect(await departmentIds(store)).toEqual(ALL_DEPARTMENTS);
    expect(await store.countRaw(COLLECTIONS.brands)).toBeGreaterThan(0);
    expect(await store.countRaw(COLLECTIONS.blogs)).toBeGreaterThan(0);
    expect(fs.existsSync(marker)).toBe(false);
    await store.close();
  });

  it("leaves a database with content and no marker as it is, so what staff removed stays removed", async () => {
    const store = await halfSeeded("curated");

    await seedUntilComplete(store, path.join(dataDir, "curated.sqlite.seeding"));

    expect(await departmentIds(store)).toHaveLength(2);
    expect(await store.countRaw(COLLECTIONS.blogs)).toBe(0);
    await store.close();
  });
});
