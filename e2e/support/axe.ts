import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.2 AA rules axe knows, and the A and AA rules of the versions before it. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe on the page, or on the parts `include` selects. Only violations are collected in full:
 * the rules run all the same, and the page no longer sends the details of every passing node.
 * Legacy mode runs `axe.run` in the page itself: the same rules on the page and its same-origin
 * frames (the site embeds no other origin in these tests), without the blank page and second copy
 * of axe that the default mode opens to merge per-frame results, which took half of each scan.
 */
export async function expectNoAxeViolations(page: Page, include: string[] = []) {
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true);
  for (const selector of include) builder.include(selector);
  const results = await builder.analyze();
  expect(results.violations, JSON.stringify(results.violations, null, 2)).toEqual([]);
}
