// `npm run resumes:sweep`: deletes uploaded résumés that no application claimed within the upload
// token's life. Safe to run at any time and as often as wanted (a daily schedule is plenty).
// `--now <ISO time>` sweeps as of that moment instead of the clock's: to see what a later run would
// delete, and for tests that must not depend on when the command starts.
import { parseArgs } from "node:util";
import { sweepUnclaimedResumes } from "@/lib/features/careers/resume-sweep";
import { documents } from "@/lib/features/content/store";
import { fileStore } from "@/lib/ports/files";

function sweepTime(): number {
  const { values } = parseArgs({ options: { now: { type: "string" } } });
  if (values.now === undefined) return Date.now();
  const time = Date.parse(values.now);
  if (Number.isNaN(time)) throw new Error(`--now takes an ISO time such as 2026-11-24T08:00:00Z, not "${values.now}"`);
  return time;
}

async function main() {
  const now = sweepTime();
  const store = await documents();
  const report = await sweepUnclaimedResumes(fileStore(), store, now);
  console.info(`Résumé sweep: ${report.checked} checked, ${report.deleted.length} unclaimed deleted.`);
  await store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
