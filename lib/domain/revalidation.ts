import { z } from "@/lib/zod";

export const REVALIDATION_TAGS = ["blog", "departments", "brands"] as const;

const sitePath = z
  .string()
  .max(300)
  .regex(/^\/[A-Za-z0-9\-._~/]*$/, "must be a site path such as /blog/some-slug")
  .refine((path) => !path.split("/").includes(".."), "must not contain ..");

/**
 * What staff or a database trigger may ask to refresh: named tags (with optional paths), or one
 * changed document that the handler turns into tags and paths.
 */
export const revalidationRequestSchema = z.union([
  z.strictObject({
    tags: z.array(z.enum(REVALIDATION_TAGS)).min(1).max(REVALIDATION_TAGS.length),
    paths: z.array(sitePath).max(50).optional(),
  }),
  z.strictObject({
    collection: z.enum(["blogs", "departments", "brands"]),
    id: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[^/]+$/, "must be a document id"),
  }),
]);

export type RevalidationRequest = z.infer<typeof revalidationRequestSchema>;
