// `npm run staff:retention`: deletes applications submitted more than APPLICATION_RETENTION_DAYS
// ago, with their résumés, notes and emails, leaving a deletion record without personal data.
// Safe to run at any time; a daily schedule is plenty.
import { config } from "@/lib/primitives/config";
import { applyRetention } from "@/lib/features/staff/inbox";
import { staffContext } from "@/lib/features/staff/context";

async function main() {
  const days = config().APPLICATION_RETENTION_DAYS;
  const context = await staffContext();
  const deleted = await applyRetention(days, context);
  console.info(`Application retention (${days} days): ${deleted} deleted.`);
  await context.store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
