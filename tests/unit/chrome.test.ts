import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  breadcrumbListJsonLd,
  breadcrumbTrail,
  segmentName,
  serializeJsonLd,
} from "@/components/chrome/breadcrumb-trail";
import { activeNavItem, hashTarget } from "@/components/chrome/navigation";
import { SPINNER_SIZES, Spinner } from "@/components/feedback/spinner";
import { SchedulerProvider, useScheduler } from "@/components/scheduler/scheduler-provider";

describe("breadcrumb trail", () => {
  it("uses the spec's friendly names", () => {
    expect(breadcrumbTrail("/careers")?.map((crumb) => crumb.name)).toEqual(["Home", "Career Opportunities"]);
    expect(breadcrumbTrail("/blog")?.map((crumb) => crumb.name)).toEqual(["Home", "The Signal Blog"]);
    expect(breadcrumbTrail("/privacy-policy")?.map((crumb) => crumb.name)).toEqual(["Home", "Privacy Policy"]);
    expect(breadcrumbTrail("/terms")?.map((crumb) => crumb.name)).toEqual(["Home", "Terms of Service"]);
  });

  it("links every ancestor and names deeper segments readably", () => {
    expect(breadcrumbTrail("/careers/data-ai")).toEqual([
      { name: "Home", path: "/" },
      { name: "Career Opportunities", path: "/careers" },
      { name: "Data & AI", path: "/careers/data-ai" },
    ]);
    expect(breadcrumbTrail("/insights/ai-strategy/")?.at(-1)).toEqual({ name: "AI Strategy", path: "/insights/ai-strategy" });
    expect(segmentName("evaluating-llm-features")).toBe("Evaluating LLM Features");
    expect(segmentName("caf%C3%A9-notes")).toBe("Café Notes");
    expect(segmentName("%E0%A4%A")).toBe("%E0%A4%A");
  });

  it("is hidden on the home page, /media and the apply path", () => {
    expect(breadcrumbTrail("/")).toBeNull();
    expect(breadcrumbTrail("/media")).toBeNull();
    expect(breadcrumbTrail("/apply/engineering/platform-engineer")).toBeNull();
    expect(breadcrumbTrail("/apply")).toBeNull();
  });

  it("becomes a BreadcrumbList with absolute URLs", () => {
    const trail = breadcrumbTrail("/blog/pragmatic-cloud-migration") ?? [];
    expect(breadcrumbListJsonLd(trail, "https://lexor.example")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://lexor.example/" },
        { "@type": "ListItem", position: 2, name: "The Signal Blog", item: "https://lexor.example/blog" },
        {
          "@type": "ListItem",
          position: 3,
          name: "Pragmatic Cloud Migration",
          item: "https://lexor.example/blog/pragmatic-cloud-migration",
        },
      ],
    });
  });

  it("cannot close its script element, whatever the path holds", () => {
    const trail = breadcrumbTrail("/blog/%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E") ?? [];
    const json = serializeJsonLd(breadcrumbListJsonLd(trail, "https://lexor.example"));
    expect(json).not.toMatch(/<|>/);
    expect(JSON.parse(json).itemListElement[2].name).toContain("</script>");
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
