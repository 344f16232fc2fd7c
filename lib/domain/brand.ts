import { z } from "@/lib/zod";

/** A platform shown on the home page, stored in `brands/{id}`. */
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

/** The spec's counter text: "{version or number or 1}/1". */
export function brandCounter(brand: Brand): string {
  return `${brand.version || brand.number || 1}/1`;
}
