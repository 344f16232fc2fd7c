// `npm run content:push -- <folder> [--dry-run]`: validates every content file, uploads images,
// creates or updates documents in the configured adapters, then has the site refresh what changed.
// Run it with the server's environment (docs/publishing.md).
import { parseArgs } from "node:util";
import { config } from "@/lib/config";
import { loadContentFolder } from "@/lib/content/load";
import { pushContent } from "@/lib/content/push";
import { revalidateThroughWebhook } from "@/lib/content/revalidate";
import { formatProblem } from "@/lib/content/source";
import { adminDocuments } from "@/lib/documents";
import { fileStore } from "@/lib/files";
import { REVALIDATE_SECONDS } from "@/lib/cache/tags";
import { runCommand } from "./run-command";

const USAGE = "Usage: npm run content:push -- <content folder> [--dry-run]";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { "dry-run": { type: "boolean" } } });
  const [folder] = positionals;
  if (!folder || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const dryRun = values["dry-run"] === true;

  const loaded = loadContentFolder(folder);
  if (loaded.problems.length > 0) {
    for (const problem of loaded.problems) console.error(formatProblem(problem));
    console.error(`${loaded.problems.length} problem(s) found; nothing was pushed.`);
    return 1;
  }

  const settings = config();
  const store = await adminDocuments();
  try {
    const report = await pushContent(loaded.entries, { store, files: fileStore(), dryRun });
    if (report.problems.length > 0) {
      for (const problem of report.problems) console.error(formatProblem(problem));
      console.error(`${report.problems.length} problem(s) found; nothing was pushed.`);
      return 1;
    }
    console.info(`${dryRun ? "Dry run: would push" : "Pushed"} ${folder} into ${store.kind} (files: ${settings.adapters.files}).`);
    for (const key of report.uploads) console.info(`  upload  ${key}`);
    for (const change of report.changes) {
      const fields = change.action === "update" ? `  (${change.fields.join(", ")})` : "";
      console.info(`  ${change.action}  ${change.collection}/${change.id}  ${change.file}${fields}`);
    }
    const created = report.changes.filter((change) => change.action === "create").length;
    console.info(
      `${created} created, ${report.changes.length - created} updated, ${report.unchanged} unchanged, ${report.uploads.length} image(s) uploaded.`,
    );
    if (dryRun || report.changes.length === 0) return 0;

    if (!settings.REVALIDATION_SECRET) {
      // A command cannot reach into the server's cache: Next keeps revalidated tags in the memory
      // of each server process, so only a request to the server (the webhook) refreshes it.
      console.info(
        `No REVALIDATION_SECRET set, so no running site was told. A running server shows the changes as its pages refresh (within ${REVALIDATE_SECONDS / 60} minutes) or when it restarts; set SITE_URL and REVALIDATION_SECRET to refresh at once.`,
      );
      return 0;
    }
    const outcomes = await revalidateThroughWebhook(report.changes, {
      siteUrl: settings.siteUrl,
      secret: settings.REVALIDATION_SECRET,
    });
    for (const outcome of outcomes) {
      console.info(`  ${outcome.ok ? "refreshed" : "NOT refreshed"}  ${outcome.document}  ${outcome.detail}`);
    }
    const failed = outcomes.filter((outcome) => !outcome.ok).length;
    if (failed > 0) {
      console.error(
        `${settings.siteUrl} refreshed ${outcomes.length - failed} of ${outcomes.length}. The content is stored: those pages refresh within the hour, or call the webhook for them (docs/publishing.md).`,
      );
      return 1;
    }
    console.info(`${settings.siteUrl} refreshed every changed page.`);
    return 0;
  } finally {
    await store.close();
  }
}

runCommand(main);
