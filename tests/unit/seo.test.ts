import { describe, expect, it } from "vitest";
import { errorSummaryText } from "@/components/forms/error-summary";
import { readingMinutes, textOf } from "@/lib/features/blog/read-time";
import { DEFAULT_OG_IMAGE, metaDescription, notFoundMetadata, OG_LOCALE, pageMetadata } from "@/lib/services/seo/metadata";

describe("meta descriptions", () => {
  it("keeps a description that fits as it is", () => {
    const text = "A short description of a page, well within what search results show.";
    expect(metaDescription(text)).toBe(text);
  });

  it("cuts text from the database to whole sentences within 160 characters", () => {
    const text =
      "Our engineers design, build and run the cloud platforms, integrations and internal tools that carry our clients' most important workloads. We favour small teams, clear ownership and software that is boring to operate.";
    expect(metaDescription(text)).toBe(
      "Our engineers design, build and run the cloud platforms, integrations and internal tools that carry our clients' most important workloads.",
    );
  });

  it("cuts a single over-long sentence at a word, with an ellipsis", () => {
    const described = metaDescription(`${"word ".repeat(60)}end.`);
    expect(described.length).toBeLessThanOrEqual(160);
    expect(described).toMatch(/word…$/);
  });
});

describe("page metadata", () => {
  it("names the locale and describes the default image for Open Graph and X", () => {
    const metadata = pageMetadata({ title: "Insights", description: "What we think.", path: "/insights" });
    expect(metadata.openGraph).toMatchObject({ locale: OG_LOCALE, images: [{ url: DEFAULT_OG_IMAGE, alt: expect.any(String) }] });
    expect(metadata.twitter).toMatchObject({ images: [{ url: DEFAULT_OG_IMAGE, alt: expect.any(String) }] });
  });

  it("gives a not-found state its own title and the site's image, never a segment's image route", () => {
    const metadata = notFoundMetadata({ title: "Blog post not found", description: "Gone." });
    expect(metadata.title).toBe("Blog post not found");
    expect(metadata.openGraph).toMatchObject({ locale: OG_LOCALE, images: [{ url: DEFAULT_OG_IMAGE }] });
  });
});

describe("read time", () => {
  it("counts the words of a piece of copy at 200 a minute, at least one minute", () => {
    expect(readingMinutes("one two three")).toBe(1);
    expect(readingMinutes(Array.from({ length: 401 }, () => "word").join(" "))).toBe(3);
    expect(textOf({ title: "A", items: ["b c", { text: "d" }], count: 3 })).toEqual(["A", "b c", "d"]);
  });
});

describe("form error summary", () => {
  it("says how many fields need attention and which", () => {
    expect(errorSummaryText([])).toBe("");
    expect(errorSummaryText(["Name"])).toBe("1 field needs your attention: Name.");
    expect(errorSummaryText(["Name", "Work email", "Company"])).toBe("3 fields need your attention: Name, Work email, and Company.");
  });
});
