import { careersCopy } from "@/content/careers";
import { insightsIndex } from "@/content/pages/insights";
import { BLOG_TITLE } from "@/lib/blog/feed";

/**
 * One step of a trail, named exactly as its page is titled (a post by its headline), so the trail,
 * the document title and the heading never disagree. Only the current page may lack a path: a
 * not-found state has no address of its own to link.
 */
export interface Crumb {
  title: string;
  path?: string;
}

export const HOME_CRUMB = { title: "Home", path: "/" } as const satisfies Crumb;

/** The pages that other pages sit under, named by the same copy their own titles come from. */
export const SECTION_CRUMBS = {
  blog: { title: BLOG_TITLE, path: "/blog" },
  careers: { title: careersCopy.name, path: "/careers" },
  insights: { title: insightsIndex.meta.title, path: insightsIndex.path },
} as const satisfies Record<string, Crumb>;

/** Home, then the page's ancestors and the page itself. */
export function breadcrumbTrail(crumbs: readonly Crumb[]): Crumb[] {
  return [HOME_CRUMB, ...crumbs];
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
