import type { DocumentChange } from "@/lib/content/push";
import { errorText } from "@/lib/log";

export interface WebhookTarget {
  siteUrl: string;
  secret: string;
}

export interface RevalidationOutcome {
  document: string;
  ok: boolean;
  /** The paths the site refreshed, or why it did not. */
  detail: string;
}

/**
 * Tells the running site about each changed document through its revalidation webhook, the one
 * way in from outside its process: the site works out the tags and paths, as for a database
 * trigger. One call per document, so a failure names the document it concerns.
 */
export async function revalidateThroughWebhook(
  changes: readonly DocumentChange[],
  target: WebhookTarget,
): Promise<RevalidationOutcome[]> {
  const outcomes: RevalidationOutcome[] = [];
  for (const change of changes) {
    const document = `${change.collection}/${change.id}`;
    try {
      const response = await fetch(`${target.siteUrl}/api/revalidate`, {
        method: "POST",
        headers: { Authorization: `Bearer ${target.secret}`, "Content-Type": "application/json" },
        body: JSON.stringify({ collection: change.collection, id: change.id }),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json().catch(() => ({}))) as { paths?: string[]; error?: string };
      outcomes.push(
        response.ok
          ? { document, ok: true, detail: (answer.paths ?? []).join(" ") }
          : { document, ok: false, detail: `HTTP ${response.status} ${answer.error ?? ""}`.trim() },
      );
    } catch (error) {
      outcomes.push({ document, ok: false, detail: errorText(error) });
    }
  }
  return outcomes;
}
