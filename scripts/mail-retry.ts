// `npm run mail:retry`: sends the emails that could not go out when they were first sent.
import { documents } from "@/lib/documents";
import { mailer } from "@/lib/mail";
import { retryQueuedMail } from "@/lib/mail/delivery";

async function main() {
  const report = await retryQueuedMail();
  console.info(`Mail retry: ${report.sent} sent, ${report.failed} still failing.`);
  await mailer().close();
  await (await documents()).close();
  process.exit(report.failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
