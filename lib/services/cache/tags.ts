/**
 * Every cache tag the site uses, named in one place: data readers tag what they cache and the
 * revalidation route expires the same names.
 */
export const TAGS = {
  brands: "brands",
  blog: "blog",
  departments: "departments",
  post: (slug: string) => `blog:${slug}`,
  department: (id: string) => `departments:${id}`,
} as const;

/** Pages refresh on their own at this interval even when no webhook call arrives. */
export const REVALIDATE_SECONDS = 3600;
