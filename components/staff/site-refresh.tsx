import type { RefreshState } from "@/lib/features/content/owed-refresh";
import { dateTime } from "@/components/staff/date-time";

/** Whether the site shows the stored version yet: the refresh retries by itself, so an owed one needs nobody. */
const when = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

export function SiteRefresh({ state, shows }: { state: RefreshState; shows: string }) {
  if (state.live) {
    return (
      <p role="status" data-testid="site-refresh">
        <strong>Live</strong>
        {state.at ? ` since ${when(state.at)}: ${shows}.` : `: ${shows}.`}
      </p>
    );
  }
  return (
    <p role="status" data-testid="site-refresh">
      <strong>Not live yet — retrying.</strong>
      {" The change is stored, but the site could not be refreshed yet. It is tried again by itself"}
      {state.nextAttemptAt ? ` (next at ${when(state.nextAttemptAt)})` : ""}
      {"; nobody needs to save or push again. Reload this page to see when it is live."}
    </p>
  );
}
