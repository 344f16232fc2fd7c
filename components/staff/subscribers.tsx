import { primaryAction, secondaryAction, textLink } from "@/components/ui/button";
import { compactLabelClass, controlClass } from "@/components/ui/field";
import { cardSurface } from "@/components/ui/surfaces";
import type { SubscriberRow, SubscriberStatus } from "@/lib/features/newsletter/store/port";
import type { SubscriberFilter } from "@/lib/features/newsletter/subscribers";
import { dateTime } from "@/components/staff/date-time";

export const SUBSCRIBER_MESSAGES: Record<string, string> = {
  unsubscribed: "Unsubscribed. No copy of an issue reaches them from now on, even from a send under way.",
  erased: "The subscriber's data was erased.",
  unknown: "No subscriber has this address any more.",
};

const STATUS_LABELS: Record<SubscriberStatus, string> = { active: "Active", unsubscribed: "Unsubscribed", suppressed: "Suppressed (bounced)" };
const STATUSES = Object.keys(STATUS_LABELS) as SubscriberStatus[];

const when = (iso?: string) => (iso ? dateTime.format(new Date(iso)) : "");

export function SubscriberCounts({ counts }: { counts: Record<SubscriberStatus, number> }) {
  return (
    <dl aria-label="Subscribers by status" className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {STATUSES.map((status) => (
        <div key={status} className="contents">
          <dt>{STATUS_LABELS[status]}</dt>
          <dd className="font-semibold tabular-nums">{counts[status]}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SubscriberFilters({ filter }: { filter: SubscriberFilter }) {
  return (
    <form
      method="post"
      action="/api/staff/newsletter/subscribers/filter"
      className={`${cardSurface} mb-4 grid gap-4 p-4 sm:grid-cols-3`}
      aria-label="Find subscribers"
    >
      <div>
        <label htmlFor="subscriber-q" className={compactLabelClass}>
          Address or part of it
        </label>
        <input id="subscriber-q" name="q" type="search" maxLength={320} autoComplete="off" defaultValue={filter.q ?? ""} className={controlClass} />
      </div>
      <div>
        <label htmlFor="subscriber-status" className={compactLabelClass}>
          Status
        </label>
        <select id="subscriber-status" name="status" defaultValue={filter.status ?? ""} className={controlClass}>
          <option value="">Every status</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <button type="submit" className={primaryAction}>
          Show subscribers
        </button>
        <button type="submit" name="clear" value="1" className={secondaryAction}>
          Clear
        </button>
      </div>
    </form>
  );
}

/** The list as shown, to a spreadsheet: the filter is posted again, so no address lands in a URL. */
export function SubscriberExport({ filter }: { filter: SubscriberFilter }) {
  return (
    <form method="post" action="/api/staff/newsletter/subscribers/export" className="mb-6" aria-label="Export subscribers">
      {Object.entries(filter).map(([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />)}
      <button type="submit" className={secondaryAction}>
        Download these subscribers (CSV)
      </button>
    </form>
  );
}

function RowActions({ row }: { row: SubscriberRow }) {
  return (
    <div className="flex flex-wrap gap-2">
      {row.status !== "unsubscribed" && (
        <form method="post" action="/api/staff/newsletter/subscribers/unsubscribe">
          <input type="hidden" name="email" value={row.email} />
          <button type="submit" className={secondaryAction} aria-label={`Unsubscribe ${row.email}`}>
            Unsubscribe
          </button>
        </form>
      )}
      <form method="post" action="/api/staff/newsletter/subscribers/erase">
        <input type="hidden" name="email" value={row.email} />
        <button type="submit" className={secondaryAction} aria-label={`Erase ${row.email}'s data…`}>
          Erase…
        </button>
      </form>
    </div>
  );
}

export function SubscriberTable({ rows, page, more }: { rows: SubscriberRow[]; page: number; more: boolean }) {
  if (rows.length === 0) return <p role="status">No subscribers match.</p>;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Subscribers, by address</caption>
          <thead>
            <tr className="border-b border-line">
              {["Address", "Status", "Subscribed (UTC)", "Unsubscribed", "Actions"].map((heading) => (
                <th key={heading} scope="col" className="py-2 pr-4">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.email} className="border-b border-line">
                <td className="py-2 pr-4 break-all">{row.email}</td>
                <td className="py-2 pr-4">{STATUS_LABELS[row.status]}</td>
                <td className="py-2 pr-4">{when(row.subscribedAt)}</td>
                <td className="py-2 pr-4">
                  {when(row.unsubscribedAt)}
                  {row.unsubscribedBy && <div className="text-muted">by {row.unsubscribedBy}</div>}
                </td>
                <td className="py-2">
                  <RowActions row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages of subscribers" className="mt-4 flex gap-4">
        {page > 1 && (
          <a href={`/staff/newsletter/subscribers?page=${page - 1}`} className={textLink}>
            Previous page
          </a>
        )}
        {more && (
          <a href={`/staff/newsletter/subscribers?page=${page + 1}`} className={textLink}>
            Next page
          </a>
        )}
      </nav>
    </>
  );
}

export function ConfirmErase({ email }: { email: string }) {
  return (
    <form method="post" action="/api/staff/newsletter/subscribers/erase" className={`${cardSurface} grid gap-4 p-4`}>
      <p>
        This removes {email}&apos;s subscription, every newsletter email to them kept here (queued or sent) and the outbox folder&apos;s copies. It cannot be
        undone. Emails already delivered to a mail server cannot be recalled.
      </p>
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="confirm" value="yes" />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryAction}>
          Erase permanently
        </button>
        <a href="/staff/newsletter/subscribers" className={secondaryAction}>
          Keep the subscriber
        </a>
      </div>
    </form>
  );
}
