import { primaryAction, secondaryAction } from "@/components/ui/button";
import { cardSurface } from "@/components/ui/surfaces";
import type { mailConsoleView } from "@/lib/features/staff/mail-views";
import { countLabel } from "@/lib/primitives/format/count";

type View = Awaited<ReturnType<typeof mailConsoleView>>;

export const MAIL_MESSAGES: Record<string, string> = {
  requeued: "Requeued: the message is due now and the worker sends it on its next pass.",
  "not-dead": "That message is no longer a dead letter (already requeued or delivered).",
  refreshed: "The site refreshed what it owed.",
};

const STATE_NAMES: Record<keyof View["summary"]["counts"], string> = {
  pending: "Waiting",
  sending: "Sending",
  retrying: "Failed, waiting to retry",
  dead: "Dead letters",
  sent: "Sent",
  cancelled: "Cancelled (the recipient left)",
};

function age(since: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(since)) / 60_000));
  return minutes < 120 ? countLabel(minutes, "minute") : `${Math.round(minutes / 60)} hours`;
}

export function MailCounts({ summary, waitingSince, drain, now }: Pick<View, "summary" | "waitingSince" | "drain"> & { now: number }) {
  return (
    <section aria-labelledby="outbox-heading" className="grid gap-2">
      <h2 id="outbox-heading" className="text-lg font-semibold">
        Outbox
      </h2>
      <dl aria-label="Messages by state" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {(Object.keys(STATE_NAMES) as (keyof typeof STATE_NAMES)[]).map((status) => (
          <div key={status} className="contents" data-state={status}>
            <dt>{STATE_NAMES[status]}</dt>
            <dd className="font-semibold tabular-nums">{summary.counts[status]}</dd>
          </div>
        ))}
      </dl>
      <p>{waitingSince ? `The oldest waiting message was queued ${age(waitingSince, now)} ago (${waitingSince}).` : "Nothing is waiting."}</p>
      <p>
        {drain
          ? `The last scheduled drain (${drain.by}) ran ${age(drain.at, now)} ago (${drain.at}): ${drain.sent} sent, ${drain.retrying} to retry, ${drain.dead} dead-lettered, ${drain.cancelled} cancelled.`
          : "No scheduled drain has run (the server's own worker delivers; the drain route and mail:drain are for hosts without idle CPU)."}
      </p>
      {summary.failing.length > 0 && (
        <ul aria-label="Failing, by last error" className="list-disc pl-6">
          {summary.failing.map((failure) => (
            <li key={failure.reason}>
              {failure.count} × {failure.reason || "(no error recorded)"}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DeadLetters({ summary }: Pick<View, "summary">) {
  return (
    <section aria-labelledby="dead-heading" className="grid gap-4">
      <h2 id="dead-heading" className="text-lg font-semibold">
        Dead letters
      </h2>
      {summary.deadLetters.length === 0 && <p>None.</p>}
      <ul className="grid gap-4">
        {summary.deadLetters.map((letter) => (
          <li key={letter.id} className={`${cardSurface} grid gap-2 p-4`}>
            <p className="font-mono text-sm">{letter.id}</p>
            <p>
              {letter.kind} from {letter.source.collection}, {countLabel(letter.attempts, "attempt")}, dead since {letter.deadAt}
            </p>
            <p>Reason: {letter.reason}</p>
            <form method="post" action="/api/staff/mail/requeue">
              <input type="hidden" name="id" value={letter.id} />
              <button type="submit" className={secondaryAction} aria-label={`Requeue ${letter.id}`}>
                Requeue
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OwedRefresh({ owed }: Pick<View, "owed">) {
  const owedCount = owed.documents.length + owed.paths.length;
  return (
    <section aria-labelledby="refresh-heading" className="grid gap-4">
      <h2 id="refresh-heading" className="text-lg font-semibold">
        Owed site refreshes
      </h2>
      {owedCount === 0 ? (
        <p>None: the site shows every pushed change.</p>
      ) : (
        <>
          <ul className="list-disc pl-6">
            {owed.documents.map((document) => (
              <li key={`${document.collection}/${document.id}`}>
                {document.collection}/{document.id}
              </li>
            ))}
            {owed.paths.map((path) => (
              <li key={path}>{path}</li>
            ))}
          </ul>
          <form method="post" action="/api/staff/mail/refresh">
            <input type="hidden" name="retry" value="yes" />
            <button type="submit" className={primaryAction}>
              Retry the refresh
            </button>
          </form>
        </>
      )}
    </section>
  );
}
