import { z } from "@/lib/primitives/zod";

export const IMAGE_INTENTS = ["upload", "remove"] as const;
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/avif";

/** The fields every picture form sends beside its file: the version the page read, and whether it uploads or removes. */
export const imageUploadFields = {
  version: z.string().min(1).max(64),
  intent: z.enum(IMAGE_INTENTS).default("upload"),
};

/** Every refused picture, by the code a page's redirect carries, worded for what the picture is of: the page shows these words, never text from the request. */
export const imageProblems = (picture: string, owner: string) =>
  ({
    file: "Choose a picture to upload. Nothing was stored.",
    svg: `SVG ${picture}s cannot be uploaded here, since an SVG file can carry scripts: send a PNG, JPEG, WebP, GIF or AVIF picture. Nothing was stored.`,
    type: "This file is not a PNG, JPEG, WebP, GIF or AVIF picture. Nothing was stored.",
    size: "The picture is larger than 5 MB. Nothing was stored.",
    stale: `Someone else saved this ${owner} after you opened it. Nothing was stored: reload the ${owner} and upload the ${picture} again.`,
    invalid: "The upload could not be read. Nothing was stored.",
  }) as const;

export type ImageProblems = Readonly<Record<ImageProblem, string>>;
export type ImageProblem = keyof ReturnType<typeof imageProblems>;

export const FILE_PROBLEMS: readonly string[] = ["file", "svg", "type", "size"] satisfies ImageProblem[];

export const problemIn =
  <Problem extends string>(problems: Readonly<Record<Problem, string>>) =>
  (code: unknown): code is Problem =>
    typeof code === "string" && Object.hasOwn(problems, code);
