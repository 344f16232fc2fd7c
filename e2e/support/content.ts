// Helpers for the publishing specs: content folders on disk and the real `content:*` commands, run
// with the e2e server's environment (playwright.config.ts) so they write its SQLite file and files
// folder and call its webhook.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect } from "@playwright/test";
import { Database } from "@/lib/primitives/sqlite-driver";
import { E2E_DATA_DIR } from "./careers";

export const REVALIDATION_SECRET = "e2e-revalidation-secret-0123456789";
export const FILE_SIGNING_SECRET = "e2e-file-signing-secret-0123456789abcdef";

const run = promisify(execFile);
const TSX = path.resolve("node_modules/.bin/tsx");

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run content:push` or `content:preview` against the e2e server; without STAFF_TOKEN it is the operator's `--direct`. */
export async function contentCommand(command: "push" | "preview", args: string[], siteUrl: string, env: Record<string, string> = {}): Promise<CommandResult> {
  const script = path.resolve(`scripts/content-${command}.ts`);
  try {
    const direct = env.STAFF_TOKEN ? [] : ["--direct"];
    const { stdout, stderr } = await run(TSX, ["--conditions=react-server", script, ...direct, ...args], {
      env: {
        ...process.env,
        DATA_DIR: E2E_DATA_DIR,
        SITE_URL: siteUrl,
        REVALIDATION_SECRET,
        FILE_SIGNING_SECRET,
        ...env,
      },
      timeout: 90_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

/** A name no other test or earlier run has: the project's name and the time. */
export const unique = (project: string) => `${project}-${Date.now().toString(36)}`;

/** Pushes a folder to the e2e server and expects success; returns what the command printed. */
export async function push(folder: string, baseURL: string): Promise<string> {
  const result = await contentCommand("push", [folder], baseURL);
  expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** A content folder of this test's own, written from a map of relative paths to contents. */
export function contentFolder(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-e2e-content-"));
  writeContent(root, files);
  return root;
}

export function writeContent(root: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
}

export function removeContent(root: string, name: string): void {
  fs.rmSync(path.join(root, name), { force: true });
}

/**
 * Removes a document from the e2e database. Content files never delete (docs/publishing.md), and
 * the port has no delete on purpose; a test that adds a department takes it away again here.
 */
export function deleteStoredDocument(collection: string, id: string): void {
  onE2eDatabase((db) => db.prepare("DELETE FROM documents WHERE collection = ? AND id = ?").run(collection, id));
}

/** Runs SQL on the e2e server's own database file (a trigger that makes a real write fail, say). */
export function onE2eDatabase<T>(work: (db: Database) => T): T {
  const db = new Database(path.join(E2E_DATA_DIR, "lexor.sqlite"));
  try {
    db.pragma("busy_timeout = 5000");
    return work(db);
  } finally {
    db.close();
  }
}

/** A cover of this test's own: images are stored by their bytes, so another run's cover would already be there. */
export const svgCover = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><title>${label}</title><rect width="1200" height="630" fill="#0b7285"/></svg>`;

/** A post file; dated long ago so it never reaches the first page of the list other specs look at. */
export function postFile(
  fields: { title: string; slug: string; status: "draft" | "published"; cover?: string; formerSlugs?: string[]; publishedAt?: string; author?: string },
  body: string,
): string {
  return [
    "---",
    `title: "${fields.title}"`,
    `slug: ${fields.slug}`,
    "excerpt: A post the publishing tests push from a file.",
    "category: Product",
    "tags: [Testing]",
    "author:",
    `  name: ${fields.author ?? "Test Writer"}`,
    "  role: Quality Engineer",
    ...(fields.cover ? [`cover: ${fields.cover}`] : []),
    ...(fields.formerSlugs ? [`formerSlugs: [${fields.formerSlugs.join(", ")}]`] : []),
    `status: ${fields.status}`,
    `publishedAt: ${fields.publishedAt ?? "2001-02-03T10:00:00Z"}`,
    "---",
    "",
    body,
    "",
  ].join("\n");
}
