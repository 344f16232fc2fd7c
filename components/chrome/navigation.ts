/** The wide layout: the fixed left nav from 768 px wide and 820 px tall, where all its items fit; the drawer below that. */
export const WIDE_LAYOUT_QUERY = "(min-width: 768px) and (min-height: 820px)";

/** How far below the top a scroll target lands (120 px, clear of the sticky bars). */
export const SCROLL_OFFSET_PX = 120;
/** How long after a route change a hash target is scrolled to (100 ms, once the new page has laid out). */
export const SCROLL_DELAY_MS = 100;

/** Sections of the home page that the nav tracks and links to. */
export const HOME_SECTIONS = ["platforms", "about", "contact"] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export type NavItemId = "platforms" | "blog" | "careers";

export const PLATFORM_LINKS = [{ href: "/thestral", name: "Thestral", description: "AI Infrastructure Platform" }] as const;

const SECTION_ITEMS: Partial<Record<HomeSection, NavItemId>> = { platforms: "platforms" };

/**
 * The nav item to mark as current: Blog and Careers by route, Platforms on a platform page or
 * while the home page's Platforms section is in the top half of the viewport.
 */
export function activeNavItem(pathname: string, homeSection: HomeSection | null): NavItemId | null {
  if (pathname === "/blog" || pathname.startsWith("/blog/")) return "blog";
  if (pathname === "/careers" || pathname.startsWith("/careers/") || pathname.startsWith("/apply/")) return "careers";
  if (PLATFORM_LINKS.some((link) => pathname === link.href)) return "platforms";
  if (pathname === "/" && homeSection) return SECTION_ITEMS[homeSection] ?? null;
  return null;
}

/** The element id a URL hash points at, or null for an empty or undecodable hash. */
export function hashTarget(hash: string): string | null {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
