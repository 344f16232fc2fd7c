import { expect, type Page, test } from "@playwright/test";
import { publishedDemoPosts } from "./support/blog-posts";
import { presetConsent, uniqueEmail } from "./support/chrome";
import { focusUntilInteractive } from "./support/on-intent";

// Keyboard walkthroughs of every overlay and form: after each step, where focus is, and that the
// focused element can be seen (WCAG 2.4.11: not hidden by anything the site draws over it).

interface FocusReport {
  /** Tag, accessible-ish name and id of the focused element; "body" when focus was lost. */
  element: string;
  onBody: boolean;
  /** Some of it is inside the viewport. */
  inView: boolean;
  /** What the browser hit-tests at the centre of its visible part, when that is not the element. */
  coveredBy: string | null;
}

async function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) {
      return { element: "body", onBody: true, inView: false, coveredBy: null };
    }
    const rect = element.getBoundingClientRect();
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, window.innerWidth);
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, window.innerHeight);
    const inView = right > left && bottom > top;
    const hit = inView ? document.elementFromPoint((left + right) / 2, (top + bottom) / 2) : null;
    const covered = inView && (!hit || (hit !== element && !element.contains(hit)));
    return { element: label(element), onBody: false, inView, coveredBy: covered && hit ? label(hit) : covered ? "nothing" : null };
  });
}

/** Focus is on a real element, in view and not under anything. */
async function expectFocusSeen(page: Page, step: string) {
  const report = await focusReport(page);
  expect(report.onBody, `${step}: focus fell to the body`).toBe(false);
  expect(report.inView, `${step}: ${report.element} is out of view`).toBe(true);
  expect(report.coveredBy, `${step}: ${report.element} is covered`).toBeNull();
}

/** Presses Tab up to `limit` times, reporting every stop, until focus leaves the page. */
async function tabThrough(page: Page, limit: number): Promise<FocusReport[]> {
  const stops: FocusReport[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press("Tab");
    const report = await focusReport(page);
    if (report.onBody) break;
    stops.push(report);
  }
  return stops;
}

const banner = (page: Page) => page.getByRole("dialog", { name: "Cookie Preferences" });

test.describe("cookie banner", () => {
  test("is the first tab stop, and nothing the keyboard reaches behind it ends up underneath it", async ({ page }) => {
    await page.goto("/careers/engineering");
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Close and decline cookies" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Accept All" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Decline", exact: true })).toBeFocused();

    // The whole page behind the open banner: the nav, the roles, the apply form, the footer.
    const stops = await tabThrough(page, 90);
    expect(stops.length).toBeGreaterThan(25);
    expect(stops.filter((stop) => !stop.inView || stop.coveredBy)).toEqual([]);
    expect(stops.map((stop) => stop.element)).toEqual(expect.arrayContaining([expect.stringContaining("Submit Application")]));
    await expect(banner(page)).toBeVisible();
  });

  test("Decline from the keyboard hands focus on to the next tab stop, never to the body", async ({ page }) => {
    await page.goto("/blog");
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Decline", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await expectFocusSeen(page, "after Decline");
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("reopened from the footer it takes focus, and a choice returns focus to the button", async ({ page, context, baseURL }) => {
    await presetConsent(context, baseURL, "accepted");
    await page.goto("/");
    const preferences = page.getByRole("contentinfo").getByRole("button", { name: "Cookie preferences" });
    await preferences.focus();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeFocused();
    await expectFocusSeen(page, "banner reopened");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Accept All" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect(preferences).toBeFocused();
    await expectFocusSeen(page, "after Accept All");
  });
});

test.describe("main nav", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL, "declined");
  });

  test("the drawer keeps focus inside while open and gives it back to the menu button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const menuButton = page.getByRole("link", { name: "Open menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const inside = () => drawer.evaluate((dialog) => dialog.contains(document.activeElement));
    expect(await inside()).toBe(true);
    const stops = await drawer.locator("a[href]:visible, button:visible").count();
    expect(stops).toBeGreaterThan(5);
    for (let step = 1; step <= stops; step += 1) {
      expect(await inside(), `Tab ${step} left the drawer`).toBe(true);
      await expectFocusSeen(page, `drawer, Tab ${step}`);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expectFocusSeen(page, "drawer closed");
  });

  test("the Platforms flyout closes as soon as focus moves past it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/ai");
    const nav = page.getByRole("navigation", { name: "Main" });
    const platforms = nav.getByRole("button", { name: "Platforms" });
    await platforms.focus();
    await page.keyboard.press("Enter");
    const thestral = nav.getByRole("link", { name: /Thestral/ });
    await expect(thestral).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(thestral).toBeFocused();
    await expectFocusSeen(page, "Thestral in the flyout");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Blog" })).toBeFocused();
    await expect(thestral).toBeHidden();
    await expect(platforms).toHaveAttribute("aria-expanded", "false");
    // Nothing floats over the page heading any more.
    const heading = page.getByRole("heading", { level: 1 });
    const box = await heading.boundingBox();
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("h1") !== null, {
      x: (box?.x ?? 0) + 10,
      y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
    });
    expect(hit).toBe(true);
  });
});

test.describe("scheduler panel and the demo request form", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL, "declined");
  });

  test("errors take focus and are announced; the answer takes focus; Escape returns it to the opener", async ({ page }) => {
    await page.goto("/get-started");
    const opener = page.getByRole("main").getByRole("link", { name: "Request a Demo" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Schedule a Demo" });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel("Name")).toBeVisible();
    const submit = panel.getByRole("button", { name: "Request a demo" });
    for (let step = 0; step < 12 && !(await submit.evaluate((button) => button === document.activeElement)); step += 1) {
      await page.keyboard.press("Tab");
      expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement)), `Tab ${step} left the panel`).toBe(true);
      await expectFocusSeen(page, `panel, Tab ${step}`);
    }
    await expect(submit).toBeFocused();

    await page.keyboard.press("Enter");
    const name = panel.getByLabel("Name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(/.+/);
    await expect(panel.getByRole("status")).toHaveText("3 fields need your attention: Name, Work email, and Company.");
    await expectFocusSeen(page, "first error");

    await page.keyboard.type("Ada Lovelace");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await page.keyboard.press("Tab");
    await expect(panel.getByLabel("Work email")).toBeFocused();
    await page.keyboard.type(uniqueEmail("demo-keyboard"));
    await page.keyboard.press("Tab");
    await expect(panel.getByLabel("Company")).toBeFocused();
    await page.keyboard.type("Analytical Engines Ltd");
    await expect(panel.getByRole("status")).toHaveText("");
    await page.keyboard.press("Enter");

    const thanks = panel.getByRole("status").filter({ hasText: "Thanks, Ada Lovelace." });
    await expect(thanks).toBeFocused();
    await expectFocusSeen(page, "thank-you note");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
    await expectFocusSeen(page, "panel closed");
  });
});

test.describe("share dialog", () => {
  test("opens with focus inside and gives it back on Escape", async ({ page, context, baseURL }) => {
    await presetConsent(context, baseURL, "declined");
    await page.goto(`/blog/${publishedDemoPosts[0]?.slug}`);
    const opener = page.getByRole("button", { name: "More ways to share" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Share this article" });
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 4; step += 1) {
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `step ${step}`).toBe(true);
      await expectFocusSeen(page, `share dialog, step ${step}`);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectFocusSeen(page, "share dialog closed");
  });
});

test.describe("forms", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL, "declined");
  });

  test("newsletter: an invalid address keeps focus on the field, the server's answer keeps it on the button", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const input = footer.getByLabel("Email address");
    const button = footer.locator("form").getByRole("button");
    await input.focus();
    await page.keyboard.type("not-an-address");
    await page.keyboard.press("Enter");
    await expect(footer.locator("form [aria-live]")).toHaveText("Please enter a valid email.");
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expectFocusSeen(page, "invalid address");

    await input.fill(uniqueEmail("keyboard"));
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(footer.locator("form [aria-live]")).toHaveText("Thanks for subscribing! Check your inbox for a welcome email.");
    await expect(button).toBeFocused();
    await expectFocusSeen(page, "subscribed");
  });

  test("apply: required fields say so in code; a failed submit focuses and announces the first error, which goes once fixed", async ({ page }) => {
    await page.goto("/apply/engineering/senior-platform-engineer");
    const form = page.getByRole("region", { name: "Apply Now" });
    for (const label of ["Role", "Full Name", "Email", "Phone Number", "Resume", "GitHub Profile"]) {
      await expect(form.getByLabel(label, { exact: true }), label).toHaveAttribute("required", "");
    }
    const submit = form.getByRole("button", { name: "Submit Application" });
    await submit.focus();
    await page.keyboard.press("Enter");
    const fullName = form.getByLabel("Full Name");
    await expect(fullName).toBeFocused();
    await expect(fullName).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("status").filter({ hasText: "need your attention" })).toHaveText(
      "5 fields need your attention: Full Name, Email, Phone Number, Resume, and GitHub Profile.",
    );
    await expectFocusSeen(page, "first error");

    // Correcting a field clears its error at once, so a later failure cannot leave it marked red.
    await page.keyboard.type("Ada Lovelace");
    await expect(fullName).not.toHaveAttribute("aria-invalid", "true");
    await expect(fullName).not.toHaveAttribute("aria-describedby", /error/);
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("on a narrow screen a link near the top jumps to the apply form", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/careers/engineering");
    const jump = page.getByRole("link", { name: "Jump to the application form" });
    await expect(jump).toBeInViewport();
    await jump.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#apply$/);
    await expect(page.getByRole("heading", { name: "Apply Now" })).toBeInViewport();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.getElementById("apply")?.contains(document.activeElement))).toBe(true);
    await expectFocusSeen(page, "first stop of the form");
  });
});

test.describe("blog pagination", () => {
  test("is links to /blog/page/N; a page change moves focus to the new list and announces it", async ({ page, context, baseURL }) => {
    await presetConsent(context, baseURL, "declined");
    await page.goto("/blog");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    // Other specs publish posts of their own while this one runs: the count is the one this page
    // loaded with, and it stays the page's own through the change of page.
    const found = page.getByRole("status").filter({ hasText: "articles found" });
    const count = Number((await found.textContent())?.match(/^(\d+) articles found/)?.[1]);
    expect(count).toBeGreaterThanOrEqual(publishedDemoPosts.length);
    const totalPages = Math.ceil(count / 6);
    await expect(pagination.getByRole("link", { name: "Previous" })).toHaveCount(0);
    const next = pagination.getByRole("link", { name: "Next" });
    await expect(next).toHaveAttribute("href", "/blog/page/2");

    // The list's code loads on this focus; focus stays on Next when it takes over.
    await focusUntilInteractive(page, next);
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    const results = page.getByRole("region", { name: `Articles, page 2 of ${totalPages}` });
    await expect(results).toBeFocused();
    await expectFocusSeen(page, "page 2");
    await expect(found).toHaveText(`${count} articles found, page 2 of ${totalPages}`);
    await expect(pagination.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/blog");
    if (totalPages > 2) await expect(pagination.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/blog/page/3");
    else await expect(pagination.getByRole("link", { name: "Next" })).toHaveCount(0);
  });
});

test.describe("motion", () => {
  test("the cloud page's looping drawing can be paused and played again", async ({ page, context, baseURL }) => {
    await presetConsent(context, baseURL, "declined");
    await page.goto("/insights/cloud-transformation");
    const playState = () =>
      page
        .getByTestId("cloud-illustration")
        .locator(".ct-packet")
        .first()
        .evaluate((element) => getComputedStyle(element).animationPlayState);
    expect(await playState()).toBe("running");
    const pause = page.getByRole("button", { name: "Pause animation" });
    await pause.focus();
    await page.keyboard.press("Enter");
    expect(await playState()).toBe("paused");
    const play = page.getByRole("button", { name: "Play animation" });
    await expect(play).toBeFocused();
    await page.keyboard.press("Enter");
    expect(await playState()).toBe("running");
  });

  test("the anchor tabs follow a jump from the bottom straight back to the top", async ({ page, context, baseURL }) => {
    await presetConsent(context, baseURL, "declined");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/insights/cloud-transformation");
    const tabs = page.getByRole("navigation", { name: "On this page" });
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await expect(tabs.getByRole("link", { name: "Experts" })).toHaveAttribute("aria-current", "location");
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(tabs.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "location");
    await expect(tabs.getByRole("link", { name: "Experts" })).not.toHaveAttribute("aria-current", "location");
  });
});

test.describe("where focus lands after a jump", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL, "declined");
  });

  test("a section tab moves focus to its section, so the next Tab continues from there", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/insights/cloud-transformation");
    const tab = page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Experts" });
    const target = ((await tab.getAttribute("href")) ?? "").slice(1);
    await tab.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(`[id="${target}"]`)).toBeFocused();
    await page.keyboard.press("Tab");
    const after = await page.evaluate((id) => {
      const focused = document.activeElement;
      const section = document.getElementById(id);
      if (!focused || !section || focused === document.body) return "body";
      return section.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING || section.contains(focused) ? "after" : "before";
    }, target);
    expect(after).toBe("after");
  });

  test("the footer's Contact link moves focus to the contact section, from another page and on the home page", async ({ page }) => {
    for (const start of ["/blog", "/"]) {
      await page.goto(start);
      await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/#contact$/);
      await expect(page.locator("#contact"), start).toBeFocused();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.getElementById("contact")?.contains(document.activeElement)), start).toBe(true);
    }
  });

  test("Clear filters moves focus to the search it cleared", async ({ page }) => {
    await page.goto("/blog/search?q=quantum-teleportation-xyz");
    await expect(page.locator("[data-interactive]")).toBeAttached();
    await page.getByRole("link", { name: "Clear filters" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toBeFocused();
  });

  test("widening the window with the drawer open closes it and puts focus in the left nav", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("link", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    const focused = await focusReport(page);
    expect(focused.onBody).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.closest('nav[aria-label="Main"]') !== null)).toBe(true);
  });
});
