import type { PostingDates as Dates } from "@/lib/features/careers/job-posting";
import { formatDate } from "@/lib/primitives/format/date";

export function PostingDates({ dates }: { dates: Dates }) {
  return (
    <p className="mt-4 text-sm text-muted">
      Posted <time dateTime={dates.datePosted}>{formatDate(dates.datePosted)}</time>
      {dates.validThrough && (
        <>
          {" "}
          <span aria-hidden="true"> · </span>
          Applications close <time dateTime={dates.validThrough}>{formatDate(dates.validThrough)}</time>
        </>
      )}
    </p>
  );
}
