export interface Crumb {
  name: string;
  /** Site path of the crumb, e.g. "/careers/engineering". */
  path: string;
}

/** The spec's friendly names, plus the names of our other fixed routes. */
export const SEGMENT_NAMES: Readonly<Record<string, string>> = {
  careers: "Career Opportunities",
  blog: "The Signal Blog",
  apply: "Apply",
  "privacy-policy": "Privacy Policy",
  terms: "Terms of Service",
  ai: "Artificial Intelligence",
  "ai-agents": "AI Agents",
  "ceo-agenda": "CEO Agenda",
  "what-we-do": "What We Do",
  "get-started": "Get Started",
  insights: "Insights",
  all: "All Articles",
  "data-ai": "Data & AI",
};

const ACRONYMS: Readonly<Record<string, string>> = { ai: "AI", ceo: "CEO", llm: "LLM", llms: "LLMs", ui: "UI", ux: "UX", it: "IT", x: "X" };

/** Routes where the spec hides breadcrumbs: the home page, /media and the apply path. */
export function breadcrumbsHidden(segments: string[]): boolean {
  return segments.length === 0 || segments[0] === "media" || segments[0] === "apply";
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** "pragmatic-cloud-migration" → "Pragmatic Cloud Migration", keeping acronyms upper case. */
export function segmentName(segment: string): string {
  const known = SEGMENT_NAMES[segment];
  if (known) return known;
  return decode(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Home plus one crumb per path segment, or null where breadcrumbs are hidden. */
export function breadcrumbTrail(pathname: string): Crumb[] | null {
  const segments = pathname.split("/").filter(Boolean);
  if (breadcrumbsHidden(segments)) return null;
  return [
    { name: "Home", path: "/" },
    ...segments.map((segment, index) => ({
      name: segmentName(segment),
      path: `/${segments.slice(0, index + 1).join("/")}`,
    })),
  ];
}

/** schema.org BreadcrumbList with absolute URLs. */
export function breadcrumbListJsonLd(trail: Crumb[], siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path === "/" ? "/" : crumb.path}`,
    })),
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`. `<`, `>` and `&` are escaped so no
 * value (the path comes from the address bar) can close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
