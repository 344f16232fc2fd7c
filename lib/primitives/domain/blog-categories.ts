// Kept apart from the post schema so the list's client code does not pull in zod.
export const BLOG_CATEGORIES = ["Design", "Product", "Engineering", "Data"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
