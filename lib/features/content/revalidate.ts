import type { OwedRefresh } from "@/lib/features/content/owed-refresh";
import { REVALIDATION_BATCH_MAX } from "@/lib/primitives/domain/revalidation";
import { errorText } from "@/lib/primitives/log";

export interface WebhookTarget {
  siteUrl: string;
  secret: string;
}

export type RefreshOutcome = { ok: true; paths: string[]; calls: number } | { ok: false; detail: string };

/** One webhook call per push (more only past its batch size), so a large push never meets its rate limit. */
export async function refreshThroughWebhook(owed: OwedRefresh, target: WebhookTarget): Promise<RefreshOutcome> {
  const refreshed = new Set<string>();
  let calls = 0;
  for (let start = 0; start < Math.max(owed.documents.length, owed.paths.length); start += REVALIDATION_BATCH_MAX) {
    const documents = owed.documents.slice(start, start + REVALIDATION_BATCH_MAX);
    const paths = owed.paths.slice(start, start + REVALIDATION_BATCH_MAX);
    try {
      calls += 1;
      const response = await fetch(`${target.siteUrl}/api/revalidate`, {
        method: "POST",
        headers: { Authorization: `Bearer ${target.secret}`, "Content-Type": "application/json" },
        body: JSON.stringify({ documents, paths }),
        signal: AbortSignal.timeout(30_000),
      });
      const answer = (await response.json().catch(() => ({}))) as { paths?: string[]; error?: string };
      if (!response.ok) return { ok: false, detail: `HTTP ${response.status} ${answer.error ?? ""}`.trim() };
      for (const path of answer.paths ?? []) refreshed.add(path);
    } catch (error) {
      return { ok: false, detail: errorText(error) };
    }
  }
  return { ok: true, paths: [...refreshed], calls };
}
