// Helpers shared by the careers specs: the e2e server's database and files, the mail catcher, and
// a lock that keeps the careers specs of both projects from overlapping where they must not.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Application } from "@/lib/domain/application";
import { COLLECTIONS, type AdminDocumentStore } from "@/lib/documents/port";
import { createSqliteDocumentStore } from "@/lib/documents/sqlite";
import { E2E_PORT } from "../../playwright.config";

/** What playwright.config.ts gives the e2e server. */
export const E2E_DATA_DIR = path.resolve(".data/e2e");
export const SMTP_URL = `smtp://127.0.0.1:${process.env.MAIL_CATCHER_SMTP_PORT ?? 2525}`;
export const HIRING_TEAM_EMAIL = "careers@lexor.example";

let store: AdminDocumentStore | undefined;

/** The e2e server's SQLite file, opened a second time (WAL lets a reader in beside the server). */
export function e2eDocuments(): AdminDocumentStore {
  store ??= createSqliteDocumentStore(path.join(E2E_DATA_DIR, "lexor.sqlite"));
  return store;
}

export async function storedApplication(id: string): Promise<Application | null> {
  return e2eDocuments().getApplication(id);
}

export async function applicationCount(): Promise<number> {
  return e2eDocuments().countRaw(COLLECTIONS.applications);
}

/** Résumés the server has stored, counted on disk (the local files adapter). */
export function storedResumeCount(): number {
  const folder = path.join(E2E_DATA_DIR, "files", "resumes");
  return fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
}

export { caughtMail, setSmtp, uniqueEmail, waitForMail } from "./mail";
export type { CaughtMail } from "./mail";

const LOCK_DIR = path.join(os.tmpdir(), `lexor-careers-e2e-${E2E_PORT}.lock`);
const STALE_LOCK_MS = 120_000;

/**
 * Waits until no other careers test holds the lock, across workers and projects, and returns the
 * release function. Held by tests that stop the SMTP server, need it running, store résumés or
 * applications, or count what the server stored.
 */
export async function acquireCareersLock(): Promise<() => void> {
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(LOCK_DIR);
      return () => fs.rmSync(LOCK_DIR, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      try {
        // A run that crashed while holding the lock must not block the next one forever.
        if (Date.now() - fs.statSync(LOCK_DIR).mtimeMs > STALE_LOCK_MS) fs.rmdirSync(LOCK_DIR);
      } catch {
        // Released between the two calls: simply try again.
      }
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${LOCK_DIR}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}
