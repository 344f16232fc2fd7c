import "server-only";
import { isPictureProblem, type PictureProblem } from "@/lib/primitives/domain/brand-picture";
import type { ImageProblem } from "@/lib/primitives/domain/image-upload";
import { type CoverProblem, isCoverProblem } from "@/lib/primitives/domain/post-cover";
import { errorResponseParts } from "@/lib/services/http/errors";

/** The code a page's redirect carries for a refused upload; undefined for what is no editor's to fix (sign-in, rate limit, outage). */
function imageProblemOf<Problem extends string>(error: unknown, isProblem: (code: unknown) => code is Problem): Problem | ImageProblem | undefined {
  const refusal = errorResponseParts(error);
  if (!refusal) return undefined;
  const named = refusal.details?.problem;
  if (isProblem(named)) return named;
  return ({ 400: "invalid", 409: "stale", 413: "size", 415: "type" } as const)[refusal.status as 400 | 409 | 413 | 415];
}

export const coverProblemOf = (error: unknown): CoverProblem | undefined => imageProblemOf(error, isCoverProblem);
export const pictureProblemOf = (error: unknown): PictureProblem | undefined => imageProblemOf(error, isPictureProblem);
