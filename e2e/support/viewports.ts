import type { TestDetails } from "@playwright/test";

/**
 * For a test whose result cannot depend on the screen size (server markup, metadata, HTTP answers,
 * stored data): it runs in the desktop projects only (playwright.config.ts leaves it out of mobile).
 */
export const ANY_VIEWPORT: TestDetails = { tag: "@any-viewport" };

/**
 * For a page whose mobile layout is a template another test already checks at the mobile size: it
 * runs in the desktop projects only, like ANY_VIEWPORT.
 */
export const TEMPLATE_CHECKED_AT_MOBILE: TestDetails = { tag: "@template-checked-at-mobile" };
