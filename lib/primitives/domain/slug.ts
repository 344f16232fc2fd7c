const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

export function isPlausibleSlug(slug: string): boolean {
  return SLUG.test(slug);
}
