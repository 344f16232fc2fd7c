import type { MailSummary } from "@/lib/ports/documents/port";
import { countLabel } from "@/lib/primitives/format/count";

/** The dead letters `mail:status` and the staff mail console show, so the two agree. */
export const DEAD_LETTERS_SHOWN = 50;

export function formatMailSummary(summary: MailSummary): string {
  const { counts } = summary;
  const lines = [
    `Outbox: ${counts.pending} pending, ${counts.sending} sending, ${counts.retrying} failed and waiting to retry, ${counts.dead} dead-lettered, ${counts.sent} sent, ${counts.cancelled} cancelled (the recipient left before delivery).`,
  ];
  if (summary.failing.length > 0) {
    lines.push("", "Failing, by last error:");
    for (const { reason, count } of summary.failing) lines.push(`  ${count} × ${reason || "(no error recorded)"}`);
  }
  if (summary.deadLetters.length > 0) {
    const shown = summary.deadLetters.length < counts.dead ? `the newest ${summary.deadLetters.length}` : "all";
    lines.push("", `Dead letters (${shown}; requeue one with \`npm run mail:requeue -- <id>\`):`);
    for (const letter of summary.deadLetters) {
      const attempts = countLabel(letter.attempts, "attempt");
      lines.push(
        `  ${letter.id}  ${letter.kind}  from ${letter.source.collection}/${letter.source.id}  ${attempts}  ${letter.deadAt}`,
        `      ${letter.reason}`,
      );
    }
  }
  return lines.join("\n");
}
