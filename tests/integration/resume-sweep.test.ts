import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resumeClaimKey } from "@/lib/features/careers/resume-keys";
import { RESUME_SWEEP_AGE_SECONDS, sweepUnclaimedResumes } from "@/lib/features/careers/resume-sweep";
import { resolveConfig } from "@/lib/primitives/config";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { createLocalFileStore } from "@/lib/ports/files/local";
import type { FileStore } from "@/lib/ports/files/port";
import { ROOT, tsxArgs } from "@/tests/support/processes";

// The real embedded adapters: a SQLite file and a files folder, as `npm run resumes:sweep` uses them.
// Each test gets its own data folder, so the spawned command never sees the other test's fixtures.
const HOUR = 60 * 60 * 1000;
const now = Date.now();
const SITE_URL = "http://127.0.0.1:4998";
const FILE_SIGNING_SECRET = "sweep-signing-secret-0123456789abcdef";
let dataDir: string;
let store: DocumentStore;
let files: FileStore;

const keyUploadedAt = (ms: number) => `resumes/${ms}-${randomBytes(4).toString("hex")}.pdf`;
const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

/** The claim an application's commit writes beside it (lib/features/careers/submit-application.ts). */
const claim = (resumeKey: string) => ({
  op: "create" as const,
  collection: COLLECTIONS.resumeClaims,
  id: resumeClaimKey(resumeKey),
  data: { resumeKey, applicationId: "1795238900063-60b1abeb", claimedAt: new Date().toISOString() },
});

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-sweep-"));
  const settings = resolveConfig({ DATA_DIR: dataDir, SITE_URL, FILE_SIGNING_SECRET });
  store = createSqliteDocumentStore(settings.sqlitePath);
  files = createLocalFileStore(settings);
});

afterEach(async () => {
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("unclaimed résumé sweep", () => {
  it("deletes old unclaimed résumés and keeps claimed, recent and foreign files", async () => {
    const tooOld = now - RESUME_SWEEP_AGE_SECONDS * 1000 - HOUR;
    const oldUnclaimed = keyUploadedAt(tooOld);
    const oldClaimed = keyUploadedAt(tooOld);
    // Its token expired an hour ago, but the sweep leaves an hour's grace on top.
    const justExpired = keyUploadedAt(now - 25 * HOUR + 1_000);
    const recent = keyUploadedAt(now - HOUR);
    const foreign = "resumes/imported-by-staff.pdf";
    const image = "brands/sweep-test.svg";
    for (const key of [oldUnclaimed, oldClaimed, justExpired, recent, foreign]) await files.put(key, pdf, "application/pdf");
    await files.put(image, new TextEncoder().encode("<svg/>"), "image/svg+xml");
    expect(await store.commit([claim(oldClaimed)])).toEqual({ committed: true });

    const report = await sweepUnclaimedResumes(files, store, now);

    expect(report.deleted).toEqual([oldUnclaimed]);
    expect(report.checked).toBe(5);
    expect(await files.exists(oldUnclaimed)).toBe(false);
    for (const kept of [oldClaimed, justExpired, recent, foreign, image]) expect(await files.exists(kept), kept).toBe(true);

    const again = await sweepUnclaimedResumes(files, store, now);
    expect(again.deleted).toEqual([]);
  });

  it("runs as `npm run resumes:sweep` against the configured adapters, as of the time it is given", async () => {
    // The command is told the time, so fixtures a second either side of the cutoff get the same
    // verdict however long it takes to start.
    const cutoff = now - RESUME_SWEEP_AGE_SECONDS * 1000;
    const stale = keyUploadedAt(cutoff - 1_000);
    const recent = keyUploadedAt(cutoff + 1_000);
    for (const key of [stale, recent]) await files.put(key, pdf, "application/pdf");
    const sweep = (...args: string[]) =>
      spawnSync(process.execPath, tsxArgs("scripts/resume-sweep.ts", ...args), {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, SITE_URL, FILE_SIGNING_SECRET },
        encoding: "utf8",
      });

    const refused = sweep("--now", "yesterday-ish");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("--now takes an ISO time");
    expect(await files.exists(stale)).toBe(true);

    const run = sweep("--now", new Date(now).toISOString());
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("Résumé sweep: 2 checked, 1 unclaimed deleted.");
    expect(await files.exists(stale)).toBe(false);
    expect(await files.exists(recent)).toBe(true);
    // Two runs of the command through tsx: on a loaded machine each takes tens of seconds to start.
  }, 180_000);
});
