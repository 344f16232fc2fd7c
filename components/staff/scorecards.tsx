import { Card } from "@/components/ui/card";
import { primaryAction } from "@/components/ui/button";
import { compactLabelClass, controlClass } from "@/components/ui/field";
import { RATING_LABELS, RATINGS } from "@/lib/features/staff/stages";
import type { applicationView } from "@/lib/features/staff/views";
import { dateTime } from "@/components/staff/date-time";

type View = NonNullable<Awaited<ReturnType<typeof applicationView>>>;

function ScorecardForm({ application, own }: Pick<View, "application"> & Pick<View["scorecards"], "own">) {
  return (
    <form method="post" action={`/api/staff/applications/${application.id}/scorecard`} className="grid gap-3">
      <fieldset>
        <legend className={compactLabelClass}>{own ? "Change your rating" : "Your rating"}</legend>
        <div className="flex flex-wrap gap-4">
          {RATINGS.map((rating) => (
            <label key={rating} className="flex items-center gap-2">
              <input type="radio" name="rating" value={rating} required defaultChecked={own?.rating === rating} />
              {RATING_LABELS[rating]}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor="scorecard-text" className={compactLabelClass}>
        Why
      </label>
      <textarea id="scorecard-text" name="text" maxLength={4000} rows={3} defaultValue={own?.text ?? ""} className={controlClass} />
      <div>
        <button type="submit" className={primaryAction}>
          Save scorecard
        </button>
      </div>
    </form>
  );
}

export function Scorecards({ application, scorecards }: Pick<View, "application" | "scorecards">) {
  const { own, others, hiddenCount } = scorecards;
  const shown = own ? [own, ...others] : [];
  return (
    <Card as="section" className="p-6" aria-labelledby="scorecards-title">
      <h2 id="scorecards-title" className="mb-4 text-xl font-semibold">
        Scorecards
      </h2>
      {shown.length > 0 && (
        <ul className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((card) => (
            <li key={card.author} className="rounded-lg border border-line p-3">
              <p className="font-semibold">{RATING_LABELS[card.rating]}</p>
              {card.text && <p className="whitespace-pre-wrap break-words">{card.text}</p>}
              <p className="mt-1 text-sm text-muted">
                {card.author}, {dateTime.format(new Date(card.at))} UTC
              </p>
            </li>
          ))}
        </ul>
      )}
      {!own && (
        <p className="mb-4 text-muted">
          {hiddenCount === 0 ? "No scorecards yet." : `${hiddenCount} other reviewer${hiddenCount === 1 ? " has" : "s have"} scored. Add yours to see theirs.`}
        </p>
      )}
      <ScorecardForm application={application} own={own} />
    </Card>
  );
}
