import { PAGES } from "@/lib/services/seo/static-routes";

/**
 * One step of a trail, named exactly as its page is titled (a post by its headline), so the trail,
 * the document title and the heading never disagree. Only the current page may lack a path: a
 * not-found state has no address of its own to link.
 */
export interface Crumb {
  title: string;
  path?: string;
}

/**
 * Home, then the page's ancestors and the page itself. Sections and pages at fixed addresses come
 * from the route list (`PAGES`), so a trail names them as their own titles do.
 */
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
