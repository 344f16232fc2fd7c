// Helpers shared by the careers specs: the e2e server's database and files, and the mail catcher.
import fs from "node:fs";
import path from "node:path";
import { getApplication } from "@/lib/features/careers/applications";
import type { Application } from "@/lib/primitives/domain/application";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";

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
  return getApplication(e2eDocuments(), id);
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
