// `npm run mail:status`: how many outbox messages are pending, failing and dead-lettered, and why.
import { documents } from "@/lib/features/content/store";
import { errorText, log } from "@/lib/primitives/log";
import { DEAD_LETTERS_SHOWN, formatMailSummary } from "@/lib/services/mail-delivery/status-report";

async function main() {
  const store = await documents();
  process.stdout.write(`${formatMailSummary(await store.mailSummary(DEAD_LETTERS_SHOWN))}\n`);
  await store.close();
}

main().catch((error: unknown) => {
  log.error("mail status failed", { error: errorText(error) });
  process.exit(1);
});
