export const STAGES = ["new", "reviewing", "interview", "offer", "hired", "rejected", "withdrawn"] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Record<Stage, string> = {
  new: "New",
  reviewing: "Reviewing",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/** Applications stored before stages say "pending". */
export function stageOf(status: unknown): Stage {
  return STAGES.includes(status as Stage) ? (status as Stage) : "new";
}
