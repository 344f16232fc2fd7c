import type { RefreshState } from "@/lib/features/content/owed-refresh";
import { formatDateTime } from "@/lib/primitives/format/date";

/** Whether the site shows the stored version yet: the refresh retries by itself, so an owed one needs nobody. */
export function SiteRefresh({ state, shows }: { state: RefreshState; shows: string }) {
  if (state.live) {
    return (
      <p role="status" data-testid="site-refresh">
        <strong>Live</strong>
        {state.at ? ` since ${formatDateTime(state.at)}: ${shows}.` : `: ${shows}.`}
      </p>
    );
  }
  return (
    <p role="status" data-testid="site-refresh">
      <strong>Not live yet — retrying.</strong>
      {" The change is stored, but the site could not be refreshed yet. It is tried again by itself"}
      {state.nextAttemptAt ? ` (next at ${formatDateTime(state.nextAttemptAt)})` : ""}
      {"; nobody needs to save or push again. Reload this page to see when it is live."}
    </p>
  );
}
