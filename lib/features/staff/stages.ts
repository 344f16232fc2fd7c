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

export const RATINGS = ["strong-no", "no", "yes", "strong-yes"] as const;
export type Rating = (typeof RATINGS)[number];

export const RATING_LABELS: Record<Rating, string> = { "strong-no": "Strong no", no: "No", yes: "Yes", "strong-yes": "Strong yes" };

export const ratingOf = (rating: unknown): Rating => (RATINGS.includes(rating as Rating) ? (rating as Rating) : "no");

/** Applications stored before stages say "pending". */
export function stageOf(status: unknown): Stage {
  return STAGES.includes(status as Stage) ? (status as Stage) : "new";
}
