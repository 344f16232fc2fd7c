import "server-only";
import { timestampKey } from "@/lib/ports/documents/keys";
import { COLLECTIONS } from "@/lib/services/collections";
import { DomainError } from "@/lib/primitives/domain/domain-error";
import { log } from "@/lib/primitives/log";
import { z } from "@/lib/primitives/zod";
import type { Staff } from "./access";
import { type InboxDependencies, visibleApplication } from "./inbox";
import { RATINGS, type Rating } from "./stages";
import type { Note } from "./store/port";

export const scorecardSchema = z.strictObject({
  rating: z.enum(RATINGS, "Choose a rating."),
  text: z.string().trim().max(4000, "A scorecard note holds 4,000 characters at most.").default(""),
});

export interface Scorecard {
  author: string;
  at: string;
  rating: Rating;
  text: string;
}

export async function addScorecard(id: string, card: z.output<typeof scorecardSchema>, staff: Staff, deps: InboxDependencies): Promise<void> {
  const application = await visibleApplication(id, staff, deps);
  if (!application) throw new DomainError("not-found", "Unknown application.");
  const now = deps.now?.() ?? new Date();
  const result = await deps.store.commit([
    {
      op: "create",
      collection: COLLECTIONS.applicationNotes,
      id: timestampKey(now.getTime()),
      data: { applicationId: application.id, author: staff.email, at: now.toISOString(), kind: "score", rating: card.rating, text: card.text },
    },
  ]);
  if (!result.committed) throw new DomainError("conflict", "The scorecard could not be saved. Please try again.");
  log.info("application scored", { application: application.id, staff: staff.email });
}

/** A history entry as a viewer sees it: another's scorecard they may not see yet says only who and when. */
export type HistoryEntry = Note & { hiddenScore?: boolean };

/**
 * Each reviewer's latest scorecard. Until the viewer has added their own, the others' stay hidden,
 * in the history too (who and when only), so no one is anchored by the first opinion.
 */
export function scorecardsFor(history: Note[], viewer: string) {
  const latest = new Map<string, Scorecard>();
  for (const entry of history) if (entry.score) latest.set(entry.author, { author: entry.author, at: entry.at, rating: entry.score, text: entry.text });
  const own = latest.get(viewer);
  const others = [...latest.values()].filter((card) => card.author !== viewer);
  const hidden = (entry: Note): HistoryEntry => ({ id: entry.id, author: entry.author, at: entry.at, text: "", hiddenScore: true });
  const visibleHistory: HistoryEntry[] = own ? history : history.map((entry) => (entry.score && entry.author !== viewer ? hidden(entry) : entry));
  return { own, others: own ? others : [], hiddenCount: own ? 0 : others.length, history: visibleHistory };
}
