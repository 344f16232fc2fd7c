import { z } from "@/lib/primitives/zod";

export const COVER_FILE_FIELD = "cover";
export const COVER_ALT_MAX = 200;
export const COVER_INTENTS = ["upload", "remove"] as const;

/** The fields of the cover form; an upload's file comes in COVER_FILE_FIELD beside them. */
export const postCoverFieldsSchema = z.strictObject({
  version: z.string().min(1).max(64),
  intent: z.enum(COVER_INTENTS).default("upload"),
  alt: z.string().trim().max(COVER_ALT_MAX, `must be at most ${COVER_ALT_MAX} characters`).default(""),
});

export type PostCoverFields = z.infer<typeof postCoverFieldsSchema>;

/** Every refused cover, by the code a page's redirect carries: the page shows these words, never text from the request. */
export const COVER_PROBLEMS = {
  alt: `Describe the picture in the alt text (at most ${COVER_ALT_MAX} characters). Nothing was stored.`,
  file: "Choose a picture to upload. Nothing was stored.",
  svg: "SVG covers cannot be uploaded here, since an SVG file can carry scripts: send a PNG, JPEG, WebP, GIF or AVIF picture. Nothing was stored.",
  type: "This file is not a PNG, JPEG, WebP, GIF or AVIF picture. Nothing was stored.",
  size: "The picture is larger than 5 MB. Nothing was stored.",
  stale: "Someone else saved this post after you opened it. Nothing was stored: reload the post and upload the cover again.",
  invalid: "The upload could not be read. Nothing was stored.",
} as const;

export type CoverProblem = keyof typeof COVER_PROBLEMS;

export const isCoverProblem = (code: unknown): code is CoverProblem => typeof code === "string" && Object.hasOwn(COVER_PROBLEMS, code);
