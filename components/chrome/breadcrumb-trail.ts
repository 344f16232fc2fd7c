import { PAGES } from "@/lib/services/seo/static-routes";

export interface Crumb {
  title: string;
  path?: string;
}

export function breadcrumbTrail(crumbs: readonly Crumb[]): Crumb[] {
  return [PAGES.home, ...crumbs].map(({ title, path }) => (path ? { title, path } : { title }));
}

/** schema.org BreadcrumbList with absolute URLs; a last crumb without a path carries no `item`, as Google allows. */
export function breadcrumbListJsonLd(trail: readonly Crumb[], siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.title,
      ...(crumb.path ? { item: `${siteUrl}${crumb.path === "/" ? "/" : crumb.path}` } : {}),
    })),
  };
}
