// `npm run mail:requeue -- <id> [<id>...]` puts dead letters back in line, due now with their
// attempts reset; `--all` requeues every dead letter (after fixing what killed them).
import { documents } from "@/lib/features/content/store";
import { errorText, log } from "@/lib/primitives/log";

const BATCH = 500;

async function main() {
  const args = process.argv.slice(2);
  if (args.length === 0) {
    process.stderr.write("Usage: npm run mail:requeue -- <id> [<id>...] | --all\n");
    process.exit(2);
  }
  const store = await documents();
  let requeued = 0;
  const missing: string[] = [];
  if (args.includes("--all")) {
    for (;;) {
      const { deadLetters } = await store.mailSummary(BATCH);
      let moved = 0;
      for (const { id } of deadLetters) if (await store.requeueMail(id, new Date())) moved += 1;
      requeued += moved;
      if (moved === 0) break;
    }
  } else {
    for (const id of args) {
      if (await store.requeueMail(id, new Date())) requeued += 1;
      else missing.push(id);
    }
  }
  process.stdout.write(`Mail requeue: ${requeued} requeued.${missing.length ? ` Not dead letters: ${missing.join(", ")}.` : ""}\n`);
  await store.close();
  process.exitCode = missing.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  log.error("mail requeue failed", { error: errorText(error) });
  process.exit(1);
});
