import { z } from "@/lib/primitives/zod";

export const brandSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().default(""),
  url: z.string().optional().catch(undefined),
  version: z.union([z.string(), z.number()]).optional().catch(undefined),
  number: z.union([z.string(), z.number()]).optional().catch(undefined),
  backgroundImagePath: z.string().optional().catch(undefined),
});

export type Brand = z.infer<typeof brandSchema>;

export function brandCounter(brand: Brand): string {
  return `${brand.version || brand.number || 1}/1`;
}

export const brandFileSchema = z.strictObject({
  name: z.string().trim().min(1, "must not be empty").max(100),
  description: z.string().trim().max(1000).default(""),
  url: z
    .string()
    .trim()
    .regex(/^(\/[^/\s]|https:\/\/)\S*$/, "must be a site path such as /thestral or an https:// address")
    .optional(),
  version: z.union([z.string().trim().min(1).max(20), z.number()]).optional(),
  number: z.union([z.string().trim().min(1).max(20), z.number()]).optional(),
  image: z.string().trim().min(1).optional(),
});

export type BrandFile = z.infer<typeof brandFileSchema>;
