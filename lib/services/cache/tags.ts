import { NEXT_CACHE_IMPLICIT_TAG_ID as IMPLICIT_TAG } from "next/dist/lib/constants";

export const TAGS = {
  brands: "brands",
  blog: "blog",
  departments: "departments",
  post: (slug: string) => `blog:${slug}`,
  department: (id: string) => `departments:${id}`,
} as const;

export const REVALIDATE_SECONDS = 3600;

/** The tags Next gives a path's pages (`revalidatePath` without a type), so other instances can expire them too. */
export function pathTags(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return trimmed === "/" ? [`${IMPLICIT_TAG}/`, `${IMPLICIT_TAG}/index`] : [`${IMPLICIT_TAG}${trimmed}`];
}
