// `npm run mail:drain`: delivers every outbox message that is due now, then exits. Safe beside
// running servers: their workers and this command claim messages, so none is sent twice.
import { documents } from "@/lib/features/content/store";
import { errorText, log } from "@/lib/primitives/log";
import { mailer } from "@/lib/ports/mail";
import { recordDrain } from "@/lib/services/mail-delivery/drain-record";
import { configuredDeliveryWorker } from "@/lib/services/mail-delivery/runtime";

async function main() {
  const worker = configuredDeliveryWorker("drain-command", documents);
  const report = await worker.drainOnce();
  await recordDrain(await documents(), report, "mail:drain");
  process.stdout.write(`Mail drain: ${report.sent} sent, ${report.retrying} failed and waiting to retry, ${report.dead} dead-lettered.\n`);
  await mailer().close();
  await (await documents()).close();
  process.exitCode = report.retrying + report.dead > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  log.error("mail drain failed", { error: errorText(error) });
  process.exit(1);
});
