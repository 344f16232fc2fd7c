import { notFound } from "next/navigation";
import { StaffHeader, StaffNotice } from "@/components/staff/staff-header";
import { primaryAction, textLink } from "@/components/ui/button";
import { cardSurface } from "@/components/ui/surfaces";
import { type RevisedCollection, revisionsView, revisionView } from "@/lib/features/staff/revision-views";
import { requireStaffPage } from "@/lib/features/staff/views";
import { dateTime } from "@/components/staff/date-time";

const PLACES = {
  blogs: { base: "/staff/posts", what: "post" },
  departments: { base: "/staff/departments", what: "department" },
  brands: { base: "/staff/brands", what: "platform" },
} as const;

const editorOf = (collection: RevisedCollection, id: string) => `${PLACES[collection].base}/${encodeURIComponent(id)}`;
const historyOf = (collection: RevisedCollection, id: string) => `${editorOf(collection, id)}/revisions`;

const REFUSED: Record<string, string> = {
  "409":
    "Nothing was restored: someone changed this after you opened its history. Here it is again, read just now: restore again if it is still the one you want.",
  "404": "Nothing was restored: that revision is no longer kept (only the last 50 are).",
};

const when = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

const shown = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value, null, 2));

export async function RevisionsPage({ collection, id }: { collection: RevisedCollection; id: string }) {
  const staff = await requireStaffPage("editor");
  const view = await revisionsView(collection, id);
  if (!view) notFound();
  return (
    <>
      <p className="mb-4">
        <a href={editorOf(collection, id)} className={textLink}>{`Back to the ${PLACES[collection].what}`}</a>
      </p>
      <StaffHeader staff={staff} title={`History: ${view.title}`} />
      <p className="mb-4">Every change is kept here, newest first (the last 50). Open one to see it and restore it.</p>
      {view.revisions.length === 0 ? (
        <p>No revisions yet: the next change records one.</p>
      ) : (
        <ol className="grid gap-2" aria-label="Revisions">
          {view.revisions.map((revision) => (
            <li key={revision.seq} data-testid="revision">
              <a href={`${historyOf(collection, id)}/${revision.seq}`} className={textLink}>{`Revision ${revision.seq}`}</a>
              {` · ${when(revision.at)} · by ${revision.by}`}
              {revision.restoredFrom !== null && ` · restored revision ${revision.restoredFrom}`}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export async function RevisionPage({ collection, id, seq, refused }: { collection: RevisedCollection; id: string; seq: string; refused?: string }) {
  const staff = await requireStaffPage("editor");
  const view = await revisionView(collection, id, seq);
  if (!view) notFound();
  const { revision } = view;
  const fields = Object.entries(revision.content).filter(([field]) => field !== "content");
  return (
    <>
      <p className="mb-4">
        <a href={historyOf(collection, id)} className={textLink}>
          All revisions
        </a>
      </p>
      <StaffHeader staff={staff} title={`Revision ${revision.seq}: ${view.title}`} />
      <StaffNotice message={refused ? REFUSED[refused] : undefined} problem />
      <p className="mb-4">
        {`${when(revision.at)}, by ${revision.by}`}
        {revision.restoredFrom !== null && ` (a restore of revision ${revision.restoredFrom})`}
      </p>
      <form method="post" action="/api/staff/revisions/restore" className="mb-6" aria-label="Restore">
        <input type="hidden" name="collection" value={collection} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="seq" value={revision.seq} />
        <input type="hidden" name="version" value={view.version} />
        <button type="submit" className={primaryAction}>
          Restore this revision
        </button>
      </form>
      <dl className={`${cardSurface} grid gap-3 p-4`}>
        {fields.map(([field, value]) => (
          <div key={field}>
            <dt className="font-semibold">{field}</dt>
            <dd>
              <pre className="whitespace-pre-wrap break-words">{shown(value)}</pre>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
