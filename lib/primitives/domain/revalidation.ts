import { z } from "@/lib/primitives/zod";

export const REVALIDATION_TAGS = ["blog", "departments", "brands"] as const;

export const REVALIDATION_COLLECTIONS = ["blogs", "departments", "brands"] as const;

export const REVALIDATION_BATCH_MAX = 2000;

const sitePath = z
  .string()
  .max(300)
  .regex(/^\/[A-Za-z0-9\-._~/]*$/, "must be a site path such as /blog/some-slug")
  .refine((path) => !path.split("/").includes(".."), "must not contain ..");

const documentRef = z.strictObject({
  collection: z.enum(REVALIDATION_COLLECTIONS),
  id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^/]+$/, "must be a document id"),
});

export const revalidationRequestSchema = z.union([
  z.strictObject({
    tags: z.array(z.enum(REVALIDATION_TAGS)).min(1).max(REVALIDATION_TAGS.length),
    paths: z.array(sitePath).max(50).optional(),
  }),
  documentRef,
  z.strictObject({
    documents: z.array(documentRef).max(REVALIDATION_BATCH_MAX),
    paths: z.array(sitePath).max(REVALIDATION_BATCH_MAX).optional(),
  }),
]);

export type RevalidationRequest = z.infer<typeof revalidationRequestSchema>;
export type RevalidationDocument = z.infer<typeof documentRef>;
