export const TAGS = {
  brands: "brands",
  blog: "blog",
  departments: "departments",
  post: (slug: string) => `blog:${slug}`,
  department: (id: string) => `departments:${id}`,
} as const;

export const REVALIDATE_SECONDS = 3600;
