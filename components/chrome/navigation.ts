/** 768 px wide and 820 px tall: where all the left nav's items fit. */
export const WIDE_LAYOUT_QUERY = "(min-width: 768px) and (min-height: 820px)";

/** Clear of the sticky bars. */
export const SCROLL_OFFSET_PX = 120;
/** Once the new page has laid out. */
export const SCROLL_DELAY_MS = 100;

export const HOME_SECTIONS = ["platforms", "about", "contact"] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export type NavItemId = "platforms" | "blog" | "careers";

export const PLATFORM_LINKS = [{ href: "/thestral", name: "Thestral", description: "AI Infrastructure Platform" }] as const;

const SECTION_ITEMS: Partial<Record<HomeSection, NavItemId>> = { platforms: "platforms" };

export function activeNavItem(pathname: string, homeSection: HomeSection | null): NavItemId | null {
  if (pathname === "/blog" || pathname.startsWith("/blog/")) return "blog";
  if (pathname === "/careers" || pathname.startsWith("/careers/") || pathname.startsWith("/apply/")) return "careers";
  if (PLATFORM_LINKS.some((link) => pathname === link.href)) return "platforms";
  if (pathname === "/" && homeSection) return SECTION_ITEMS[homeSection] ?? null;
  return null;
}

export function hashTarget(hash: string): string | null {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
