import { documents } from "@/lib/documents";
import { errorText, log } from "@/lib/log";
import { mailer } from "@/lib/mail";
import type { MailMessage } from "@/lib/mail/port";

/**
 * Sends each message now; one that fails is kept in the durable queue (`mailQueue` in the
 * documents store) for `retryQueuedMail`. Resolves with whether everything went out now.
 */
export async function deliverOrQueue(messages: MailMessage[]): Promise<{ delivered: boolean }> {
  const results = await Promise.all(
    messages.map(async (message) => {
      try {
        await mailer().send(message);
        return true;
      } catch (error) {
        const store = await documents();
        await store.enqueueMail({ message, createdAt: new Date().toISOString(), attempts: 1, lastError: errorText(error) });
        log.warn("mail queued for retry", { error: errorText(error) });
        return false;
      }
    }),
  );
  return { delivered: results.every(Boolean) };
}

/**
 * Sends what the queue holds. A message leaves the queue only after the mail server accepted it,
 * so a crash can cause a repeat but never a loss.
 */
export async function retryQueuedMail(limit = 100): Promise<{ sent: number; failed: number }> {
  const store = await documents();
  const report = { sent: 0, failed: 0 };
  for (const queued of await store.listQueuedMail(limit)) {
    try {
      await mailer().send(queued.message);
      await store.removeQueuedMail(queued.id);
      report.sent += 1;
    } catch (error) {
      await store.recordMailFailure(queued.id, errorText(error));
      report.failed += 1;
    }
  }
  return report;
}
