// `npm run content:push -- <folder> [--dry-run]`: validates every content file here, then sends the
// folder to the site's staff push route with SITE_URL and STAFF_TOKEN (docs/publishing.md).
// `--direct` is the operator's path: it writes to the configured adapters with the server's
// environment and has the site refresh through the webhook.
import { parseArgs } from "node:util";
import { config } from "@/lib/primitives/config";
import { loadContentFolder } from "@/lib/features/content/load";
import { isOwed, oweRefresh, owedBy, readOwedRefresh, settleRefresh } from "@/lib/features/content/owed-refresh";
import { type DocumentChange, type PushReport, pushContent } from "@/lib/features/content/push";
import { refreshThroughWebhook } from "@/lib/features/content/revalidate";
import { formatProblem } from "@/lib/features/content/source";
import { adminDocuments } from "@/lib/features/content/store";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { fileStore } from "@/lib/ports/files";
import { REVALIDATE_SECONDS } from "@/lib/services/cache/tags";
import { errorText } from "@/lib/primitives/log";
import { folderFiles, sendPush } from "@/lib/features/content/push-client";
import { runCommand } from "./run-command";

const USAGE = "Usage: npm run content:push -- <content folder> [--dry-run] [--direct]";
const AGAIN = "Run the same command again to finish: what is stored already is left as it is.";

const name = (change: Pick<DocumentChange, "collection" | "id">) => `${change.collection}/${change.id}`;

/** Tells the site to refresh whatever is owed, this push's changes and any an earlier run left; true when nothing stays owed. */
async function refresh(store: AdminDocumentStore, folder: string): Promise<boolean> {
  const settings = config();
  const owed = await readOwedRefresh(store);
  if (!isOwed(owed)) return true;
  const documents = owed.documents.map(name).join(" ");
  if (!settings.REVALIDATION_SECRET) {
    // A command cannot reach into the server's cache: Next keeps revalidated tags in the memory
    // of each server process, so only a request to the server (the webhook) refreshes it.
    console.info(
      `No REVALIDATION_SECRET set, so no running site was told about ${documents}. A running server shows the changes as its pages refresh (within ${REVALIDATE_SECONDS / 60} minutes) or when it restarts. The refresh stays owed: push again with SITE_URL and REVALIDATION_SECRET set to refresh at once.`,
    );
    return true;
  }
  const outcome = await refreshThroughWebhook(owed, { siteUrl: settings.siteUrl, secret: settings.REVALIDATION_SECRET });
  if (!outcome.ok) {
    console.error(`  NOT refreshed  ${documents}  ${outcome.detail}`);
    console.error(
      `${settings.siteUrl} was not refreshed. The content is stored and the refresh is recorded as owed: run \`npm run content:push -- ${folder}\` again (nothing needs to change) once the site answers, and it is sent.`,
    );
    return false;
  }
  await settleRefresh(store, owed);
  for (const document of owed.documents) console.info(`  refreshed  ${name(document)}`);
  console.info(`${settings.siteUrl} refreshed ${outcome.paths.length} page(s) in ${outcome.calls} call(s): ${outcome.paths.join(" ")}`);
  console.info(
    "Every server of the site shows the change on its next request; visitors behind a CDN see it within two minutes (pages are kept 60 s, then served stale for at most 60 s while refetched).",
  );
  return true;
}

async function pushThroughSite(folder: string, dryRun: boolean): Promise<number> {
  const siteUrl = process.env.SITE_URL;
  const token = process.env.STAFF_TOKEN;
  if (!siteUrl || !token) {
    console.error("Set SITE_URL and STAFF_TOKEN (an admin issues tokens in /staff/team). The operator's direct push is --direct.");
    return 2;
  }
  const { status, body } = await sendPush(siteUrl, token, folderFiles(folder), dryRun);
  for (const warning of body.warnings ?? []) console.warn(`warning: ${formatProblem(warning)}`);
  if (body.problems?.length) {
    for (const problem of body.problems) console.error(formatProblem(problem));
    console.error(`${body.problems.length} problem(s) found; nothing was pushed.`);
    return 1;
  }
  if (!body.changes) {
    console.error(`${siteUrl} refused the push (${status}): ${body.error ?? "no reason given"}`);
    return 1;
  }
  console.info(`${dryRun ? "Dry run: would push" : "Pushed"} ${folder} to ${siteUrl}.`);
  for (const key of body.uploads ?? []) console.info(`  upload  ${key}`);
  for (const change of body.changes) {
    const fields = change.action === "update" ? `  (${change.fields.join(", ")})` : "";
    console.info(`  ${change.action}  ${change.collection}/${change.id}  ${change.file}${fields}`);
  }
  const created = body.changes.filter((change) => change.action === "create").length;
  console.info(
    `${created} created, ${body.changes.length - created} updated, ${body.unchanged ?? 0} unchanged, ${body.uploads?.length ?? 0} image(s) uploaded.`,
  );
  if (body.failure)
    console.error(`  FAILED  ${body.failure.change.collection}/${body.failure.change.id}  ${body.failure.change.file}: ${body.failure.error}. ${AGAIN}`);
  if (body.refresh === "owed") console.error(`${siteUrl} stored the push; its refresh is owed and the site retries it until it succeeds.`);
  if (body.refresh === "done") console.info(`${siteUrl} refreshed what changed.`);
  return body.failure ? 1 : 0;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { "dry-run": { type: "boolean" }, direct: { type: "boolean" } } });
  const [folder] = positionals;
  if (!folder || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const dryRun = values["dry-run"] === true;

  const loaded = loadContentFolder(folder);
  for (const warning of loaded.warnings) console.warn(`warning: ${formatProblem(warning)}`);
  if (loaded.problems.length > 0) {
    for (const problem of loaded.problems) console.error(formatProblem(problem));
    console.error(`${loaded.problems.length} problem(s) found; nothing was pushed.`);
    return 1;
  }
  if (values.direct !== true) return pushThroughSite(folder, dryRun);

  const settings = config();
  const store = await adminDocuments();
  try {
    let report: PushReport;
    try {
      report = await pushContent(loaded.entries, {
        store,
        files: fileStore(),
        dryRun,
        beforeWrite: (changes) => oweRefresh(store, owedBy(changes)).then(() => undefined),
      });
    } catch (error) {
      console.error(`Nothing was stored: ${errorText(error)}`);
      return 1;
    }
    if (report.problems.length > 0) {
      for (const problem of report.problems) console.error(formatProblem(problem));
      console.error(`${report.problems.length} problem(s) found; nothing was pushed.`);
      return 1;
    }
    console.info(`${dryRun ? "Dry run: would push" : "Pushed"} ${folder} into ${store.kind} (files: ${settings.adapters.files}).`);
    for (const key of report.uploads) console.info(`  upload  ${key}`);
    const listed = dryRun ? report.changes : report.stored;
    for (const change of listed) {
      const fields = change.action === "update" ? `  (${change.fields.join(", ")})` : "";
      console.info(`  ${change.action}  ${name(change)}  ${change.file}${fields}`);
    }
    const created = listed.filter((change) => change.action === "create").length;
    console.info(`${created} created, ${listed.length - created} updated, ${report.unchanged} unchanged, ${report.uploads.length} image(s) uploaded.`);
    if (report.failure) {
      const { change: failed, error } = report.failure;
      const unwritten = report.changes.slice(report.stored.length).filter((change) => name(change) !== name(failed));
      console.error(`  FAILED  ${name(failed)}  ${failed.file}: ${error}`);
      for (const change of unwritten) console.error(`  not stored  ${name(change)}  ${change.file}`);
      for (const file of report.notReached) console.error(`  not pushed  ${file}`);
      const stored = report.stored.length > 0 ? ` (${report.stored.map(name).join(", ")})` : "";
      const notReached = report.notReached.length > 0 ? `, and ${report.notReached.length} file(s) not reached` : "";
      console.error(`Stored ${report.stored.length} change(s)${stored}; not stored: ${[failed, ...unwritten].map(name).join(", ")}${notReached}. ${AGAIN}`);
    }
    if (dryRun) {
      const owed = await readOwedRefresh(store);
      if (isOwed(owed)) console.info(`An earlier push still owes the site a refresh of ${owed.documents.map(name).join(" ")}; a push sends it.`);
      return 0;
    }
    let refreshed: boolean;
    try {
      refreshed = await refresh(store, folder);
    } catch (error) {
      console.error(`The refresh could not be sent or recorded: ${errorText(error)}. ${AGAIN}`);
      return 1;
    }
    return report.failure || !refreshed ? 1 : 0;
  } finally {
    await store.close();
  }
}

runCommand(main);
