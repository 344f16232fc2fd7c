import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { breadcrumbListJsonLd, breadcrumbTrail } from "@/components/chrome/breadcrumb-trail";
import { PAGES } from "@/lib/services/seo/static-routes";
import { serializeJsonLd } from "@/lib/services/seo/json-ld";
import { activeNavItem, hashTarget } from "@/components/chrome/navigation";
import { SPINNER_SIZES, Spinner } from "@/components/feedback/spinner";
import { SchedulerProvider, useScheduler } from "@/components/scheduler/scheduler-provider";
import { careersCopy } from "@/content/careers";
import { insightsIndex } from "@/content/pages/insights";
import { BLOG_TITLE } from "@/content/blog";

describe("breadcrumb trail", () => {
  it("starts at Home and names each section as its own page is titled", () => {
    expect(breadcrumbTrail([PAGES.blog, { title: "A headline", path: "/blog/a-slug" }])).toEqual([
      { title: "Home", path: "/" },
      { title: BLOG_TITLE, path: "/blog" },
      { title: "A headline", path: "/blog/a-slug" },
    ]);
    expect(breadcrumbTrail([PAGES.careers])[1]).toEqual({ title: careersCopy.name, path: "/careers" });
    expect(breadcrumbTrail([PAGES.insights])[1]).toEqual({ title: insightsIndex.meta.title, path: insightsIndex.path });
  });

  it("becomes a BreadcrumbList with absolute URLs; a not-found state's own crumb has no item", () => {
    const trail = breadcrumbTrail([PAGES.blog, { title: "Blog post not found" }]);
    expect(breadcrumbListJsonLd(trail, "https://lexor.example")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://lexor.example/" },
        { "@type": "ListItem", position: 2, name: BLOG_TITLE, item: "https://lexor.example/blog" },
        { "@type": "ListItem", position: 3, name: "Blog post not found" },
      ],
    });
  });

  it("cannot close its script element, whatever a headline holds", () => {
    const trail = breadcrumbTrail([{ title: "</script><script>alert(1)</script>", path: "/blog/x" }]);
    const json = serializeJsonLd(breadcrumbListJsonLd(trail, "https://lexor.example"));
    expect(json).not.toMatch(/<|>/);
    expect(JSON.parse(json).itemListElement[1].name).toContain("</script>");
  });
});

describe("nav state", () => {
  it("marks Blog and Careers by route and Platforms by page or home section", () => {
    expect(activeNavItem("/blog", null)).toBe("blog");
    expect(activeNavItem("/blog/some-post", null)).toBe("blog");
    expect(activeNavItem("/blogroll", null)).toBeNull();
    expect(activeNavItem("/careers/engineering", null)).toBe("careers");
    expect(activeNavItem("/apply/engineering", null)).toBe("careers");
    expect(activeNavItem("/thestral", null)).toBe("platforms");
    expect(activeNavItem("/", "platforms")).toBe("platforms");
    expect(activeNavItem("/", "about")).toBeNull();
    expect(activeNavItem("/", null)).toBeNull();
    expect(activeNavItem("/terms", "platforms")).toBeNull();
  });

  it("reads hash targets", () => {
    expect(hashTarget("#about")).toBe("about");
    expect(hashTarget("contact")).toBe("contact");
    expect(hashTarget("#")).toBeNull();
    expect(hashTarget("")).toBeNull();
    expect(hashTarget("#%E0%A4%A")).toBeNull();
  });
});

describe("spinner", () => {
  it("comes in four sizes, each announcing itself with the round logo in the middle", () => {
    const rings = new Set<string>();
    for (const size of ["sm", "md", "lg", "xl"] as const) {
      const markup = renderToStaticMarkup(createElement(Spinner, { size, label: "Loading posts" }));
      expect(markup).toContain('role="status"');
      expect(markup).toContain("Loading posts");
      expect(markup).toContain("<svg");
      expect(markup).toContain(SPINNER_SIZES[size].ring);
      rings.add(SPINNER_SIZES[size].ring);
    }
    expect(rings.size).toBe(4);
  });
});

function SchedulerProbe() {
  const { isOpen } = useScheduler();
  return createElement("span", null, isOpen ? "open" : "closed");
}

describe("scheduler hook", () => {
  it("works inside its provider and throws the spec's error outside it", () => {
    expect(renderToStaticMarkup(createElement(SchedulerProvider, null, createElement(SchedulerProbe)))).toBe("<span>closed</span>");
    expect(() => renderToStaticMarkup(createElement(SchedulerProbe))).toThrow("useScheduler must be used within a SchedulerProvider");
  });
});
