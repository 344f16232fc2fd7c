import { imageProblems, imageUploadFields, problemIn } from "@/lib/primitives/domain/image-upload";
import { z } from "@/lib/primitives/zod";

export const PICTURE_FILE_FIELD = "picture";

/** The fields of a platform's picture form; an upload's file comes in PICTURE_FILE_FIELD beside them. No alt text: the picture is the background of a card with its own heading. */
export const brandPictureFieldsSchema = z.strictObject(imageUploadFields);

export type BrandPictureFields = z.infer<typeof brandPictureFieldsSchema>;

export const PICTURE_PROBLEMS = imageProblems("picture", "platform");

export type PictureProblem = keyof typeof PICTURE_PROBLEMS;

export const isPictureProblem = problemIn(PICTURE_PROBLEMS);
