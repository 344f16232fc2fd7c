import { imageProblems, imageUploadFields, problemIn } from "@/lib/primitives/domain/image-upload";
import { z } from "@/lib/primitives/zod";

export const COVER_FILE_FIELD = "cover";
export const COVER_ALT_MAX = 200;

/** The fields of the cover form; an upload's file comes in COVER_FILE_FIELD beside them. */
export const postCoverFieldsSchema = z.strictObject({
  ...imageUploadFields,
  alt: z.string().trim().max(COVER_ALT_MAX, `must be at most ${COVER_ALT_MAX} characters`).default(""),
});

export type PostCoverFields = z.infer<typeof postCoverFieldsSchema>;

export const COVER_PROBLEMS = {
  alt: `Describe the picture in the alt text (at most ${COVER_ALT_MAX} characters). Nothing was stored.`,
  ...imageProblems("cover", "post"),
} as const;

export type CoverProblem = keyof typeof COVER_PROBLEMS;

export const isCoverProblem = problemIn(COVER_PROBLEMS);
