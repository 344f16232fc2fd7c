import { expect, type Page, test } from "@playwright/test";
import { dataLayerEvents, isWideLayout, openMainNav, presetConsent, uniqueEmail, waitForMail } from "./support/chrome";
import { ANY_VIEWPORT } from "./support/viewports";
import { expectNoAxeViolations } from "./support/axe";
import { watchScripts } from "./support/scripts";

test.beforeEach(async ({ context, baseURL }) => {
  await presetConsent(context, baseURL, "declined");
});

/** Focus is inside `dialog`, or on nothing (the browser's own UI); never on the page behind it. */
async function focusIsInside(page: Page, dialogName: string) {
  return page.evaluate((name) => {
    const dialog = [...document.querySelectorAll("dialog")].find(
      (element) => element.open && (element.getAttribute("aria-label") === name || element.querySelector("h2")?.textContent === name),
    );
    const active = document.activeElement;
    return Boolean(dialog && (active === document.body || active === null || dialog.contains(active)));
  }, dialogName);
}

test.describe("layout", () => {
  test("the left nav shows at 768 px wide and 820 px tall, the menu button below that", async ({ page }) => {
    const sideNav = page.getByRole("navigation", { name: "Main" });
    const menuButton = page.getByRole("link", { name: "Open menu" });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/unsubscribe");
    await expect(sideNav).toBeVisible();
    await expect(menuButton).toBeHidden();
    expect(
      await page
        .locator("header")
        .first()
        .evaluate((element) => element.getBoundingClientRect().width),
    ).toBe(96);
    expect(await page.locator("main").evaluate((element) => element.getBoundingClientRect().left)).toBe(96);

    for (const size of [
      { width: 1280, height: 800 },
      { width: 700, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await expect(sideNav).toBeHidden();
      await expect(menuButton).toBeVisible();
      expect(await page.locator("main").evaluate((element) => element.getBoundingClientRect().left)).toBe(0);
    }
  });

  test("breadcrumbs name the page as its title does, with BreadcrumbList data, and are hidden on the home page", async ({ page, baseURL }) => {
    await page.goto("/unsubscribe");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "/Unsubscribe"]);
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByText("Unsubscribe")).toHaveAttribute("aria-current", "page");

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")).filter((json) => json["@type"] === "BreadcrumbList"));
    expect(data).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${baseURL}/` },
          { "@type": "ListItem", position: 2, name: "Unsubscribe", item: `${baseURL}/unsubscribe` },
        ],
      },
    ]);

    // Crawlers get them without running scripts.
    const html = await (await page.request.get("/unsubscribe", { maxRetries: 2 })).text();
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('"@type":"BreadcrumbList"');

    await breadcrumb.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
    expect(await page.locator('script[type="application/ld+json"]', { hasText: "BreadcrumbList" }).count()).toBe(0);
  });

  test("the footer has the newsletter, link columns and this year's copyright", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Stay Updated" })).toBeVisible();
    await expect(footer.getByRole("navigation", { name: "Platforms" }).getByRole("link")).toHaveText(["Thestral"]);
    const explore = footer.getByRole("navigation", { name: "Explore" }).getByRole("link");
    await expect(explore).toHaveText(["Blog", "Careers", "What we do", "Insights", "About us", "Contact"]);
    expect(await explore.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/blog",
      "/careers",
      "/what-we-do",
      "/insights",
      "/#about",
      "/#contact",
    ]);
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    await expect(quick.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(quick.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Lexor Consulting Ltd. All rights reserved.`);
  });
});

test.describe("navigation", () => {
  test("Platforms toggles its Thestral submenu, which closes on any click in the document and on Escape", async ({ page }) => {
    await page.goto("/unsubscribe");
    const nav = await openMainNav(page);
    const platforms = nav.getByRole("button", { name: "Platforms" });
    const thestral = nav.getByRole("link", { name: /Thestral/ });

    await expect(platforms).toHaveAttribute("aria-expanded", "false");
    await expect(thestral).toBeHidden();
    await platforms.click();
    await expect(platforms).toHaveAttribute("aria-expanded", "true");
    await expect(thestral).toBeVisible();
    await expect(thestral).toHaveAttribute("href", "/thestral");
    await expect(thestral).toContainText("AI Infrastructure Platform");
    await platforms.click();
    await expect(thestral).toBeHidden();

    await platforms.click();
    await expect(thestral).toBeVisible();
    // Any click elsewhere in the document: another part of the nav, or the page itself.
    await page.mouse.click(5, (page.viewportSize()?.height ?? 800) - 5);
    await expect(thestral).toBeHidden();

    if (await isWideLayout(page)) {
      await platforms.click();
      await page.getByRole("heading", { level: 1 }).click();
      await expect(thestral).toBeHidden();
    }

    await platforms.click();
    await expect(thestral).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(thestral).toBeHidden();
    await expect(platforms).toBeFocused();

    expect(await dataLayerEvents(page, "navigation_click")).toContainEqual({ event: "navigation_click", section_name: "Platforms" });
  });

  test("Blog and Careers link to their routes and log navigation_click", async ({ page }) => {
    await page.goto("/unsubscribe");
    const nav = await openMainNav(page);
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(nav.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers");
    await nav.getByRole("link", { name: "Careers" }).click();
    await expect.poll(() => dataLayerEvents(page, "navigation_click")).toContainEqual({ event: "navigation_click", section_name: "Careers" });
  });

  test("a link rendered on the server navigates without reloading the page", async ({ page, baseURL }) => {
    await page.goto("/");
    // page_view is logged by an effect of the same commit that starts the links' listener.
    await expect.poll(() => dataLayerEvents(page, "page_view")).not.toEqual([]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(`${baseURL}/careers`);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("the drawer opens, closes by button, Escape and backdrop, and closes itself when the window becomes wide; closed, it holds nothing", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto("/unsubscribe");
    const menuButton = page.getByRole("link", { name: "Open menu" });
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const drawerContent = page.locator("#site-drawer *");
    // Hydrated once page_view is logged: the closed drawer renders no copy of the nav to hydrate.
    await expect.poll(() => dataLayerEvents(page, "page_view")).toHaveLength(1);
    await expect(drawerContent).toHaveCount(0);

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.getByRole("button", { name: "Platforms" })).toBeVisible();
    for (const name of ["Get Started", "Request Demo"]) await expect(drawer.getByRole("link", { name })).toBeVisible();
    for (const name of ["Blog", "Careers", "Start Building"]) await expect(drawer.getByRole("link", { name })).toBeVisible();
    expect(await focusIsInside(page, "Menu")).toBe(true);
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(drawerContent).toHaveCount(0);

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(590, 400);
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("the drawer's Start Building goes to /get-started and Request Demo opens the scheduler", async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto("/unsubscribe");
    await page.getByRole("link", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByRole("link", { name: "Start Building" })).toHaveAttribute("href", "/get-started");
    await drawer.getByRole("link", { name: "Request Demo" }).click();
    await expect(drawer).toBeHidden();
    const panel = page.getByRole("dialog", { name: "Schedule a Demo" });
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Close scheduler" }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole("link", { name: "Open menu" })).toBeFocused();
    expect(await dataLayerEvents(page, "navigation_click")).toContainEqual({ event: "navigation_click", section_name: "Request Demo" });
  });
});

test.describe("scheduler panel", () => {
  async function openScheduler(page: Page) {
    const nav = await openMainNav(page);
    await nav.getByRole("link", { name: "Get Started" }).click();
    const panel = page.getByRole("dialog", { name: "Schedule a Demo" });
    await expect(panel).toBeVisible();
    return panel;
  }

  test("the panel's code loads on its first open, not with the page", async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto("/unsubscribe");
    const nav = await openMainNav(page);
    expect(scripts.count()).toBeGreaterThan(0);
    expect(await scripts.anyHolds("Close scheduler")).toBe(false);

    await nav.getByRole("link", { name: "Get Started" }).click();
    await expect(page.getByRole("dialog", { name: "Schedule a Demo" })).toBeVisible();
    expect(await scripts.anyHolds("Close scheduler")).toBe(true);
  });

  test("a click with a modifier is left to the browser: Get Started opens /demo in a new tab, the panel stays shut", async ({ page, context, baseURL }) => {
    await page.goto("/unsubscribe");
    const nav = await openMainNav(page);
    for (const modifier of ["ControlOrMeta", "Shift"] as const) {
      const opened = context.waitForEvent("page");
      await nav.getByRole("link", { name: "Get Started" }).click({ modifiers: [modifier] });
      const tab = await opened;
      await expect(tab).toHaveURL(`${baseURL}/demo`);
      await tab.close();
    }
    await expect(page.getByRole("dialog", { name: "Schedule a Demo" })).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/unsubscribe`);
  });

  test("Get Started opens a right-hand panel, at most 2xl wide, that closes three ways and keeps focus", async ({ page }) => {
    await page.goto("/unsubscribe");
    let panel = await openScheduler(page);
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    // It slides in; once in place it is flush with the right edge.
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return Math.round((box?.x ?? 0) + (box?.width ?? 0));
      })
      .toBe(viewport.width);
    expect((await panel.boundingBox())?.width).toBeLessThanOrEqual(672);
    await expect(panel.getByRole("button", { name: "Close scheduler" })).toBeFocused();
    await expect(panel.getByLabel("Work email")).toBeVisible();

    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press("Tab");
      expect(await focusIsInside(page, "Schedule a Demo")).toBe(true);
    }

    await panel.getByRole("button", { name: "Close scheduler" }).click();
    await expect(panel).toBeHidden();
    const opener = (await isWideLayout(page)) ? page.getByRole("link", { name: "Get Started" }) : page.getByRole("link", { name: "Open menu" });
    await expect(opener).toBeFocused();

    panel = await openScheduler(page);
    await page.mouse.click(10, viewport.height / 2);
    await expect(panel).toBeHidden();

    panel = await openScheduler(page);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("without a configured scheduler it shows the demo-request form, which stores the request and emails sales", async ({ page }) => {
    await page.goto("/unsubscribe");
    const panel = await openScheduler(page);
    await panel.getByRole("button", { name: "Request a demo" }).click();
    await expect(panel.getByText("Name is required.")).toBeVisible();
    await expect(panel.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

    const email = uniqueEmail("demo");
    await panel.getByLabel("Name").fill("Grace Hopper");
    await panel.getByLabel("Work email").fill(email);
    await panel.getByLabel("Company").fill("Compiler <Co>");
    await panel.getByLabel("Message").fill("We would like to see Thestral.");
    await panel.getByRole("button", { name: "Request a demo" }).click();
    await expect(panel.getByRole("status").filter({ hasText: "Thanks, Grace Hopper." })).toBeVisible();
    await expect(panel).toContainText(email);

    const mail = await waitForMail((message) => message.replyTo === email);
    expect(mail.to).toBe("sales@lexor.example");
    expect(mail.subject).toBe("Demo request: Grace Hopper at Compiler <Co>");
    expect(mail.text).toContain("We would like to see Thestral.");
    expect(mail.html).toContain("Compiler &lt;Co&gt;");
  });

  test("/demo's form loads its rule on first focus, not with the page, and still checks before sending", async ({ page }) => {
    const rule = "Please enter a valid work email.";
    const scripts = watchScripts(page);
    await page.goto("/demo");
    const form = page.locator("main form");
    await expect(form.getByLabel("Work email")).toBeVisible();
    expect(scripts.count()).toBeGreaterThan(0);
    expect(await scripts.anyHolds(rule)).toBe(false);

    const name = form.getByLabel("Name");
    // Focus before hydration reaches no handler; focus again until the hydrated form asks for its rule.
    await expect
      .poll(async () => {
        await name.blur();
        await name.focus();
        return scripts.anyHolds(rule);
      })
      .toBe(true);

    await name.fill("Grace Hopper");
    await form.getByLabel("Work email").fill("not an address");
    await form.getByLabel("Company").fill("Compiler Co");
    await form.getByRole("button", { name: "Request a demo" }).click();
    await expect(form.getByText(rule)).toBeVisible();
    await expect(form.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
    expect(new URL(page.url()).pathname).toBe("/demo");
  });

  test("the demo-request endpoint refuses bad input with JSON errors", ANY_VIEWPORT, async ({ request }) => {
    const post = (data: string, contentType = "application/json") =>
      request.post("/api/demo-requests", { data, headers: { "content-type": contentType }, maxRetries: 2 });
    expect((await post('{"name":"A","email":"a@b.co","company":"C"}', "text/plain")).status()).toBe(415);
    expect((await post("{")).status()).toBe(400);
    expect((await post('{"name":1,"email":"a@b.co","company":"C"}')).status()).toBe(400);
    const unknown = await post('{"name":"A","email":"a@b.co","company":"C","admin":true}');
    expect(unknown.status()).toBe(400);
    expect(await unknown.json()).toMatchObject({ details: { fields: { body: "Unknown field: admin" } } });
    expect((await post(JSON.stringify({ name: "A", email: "a@b.co", company: "C", message: "x".repeat(20_000) }))).status()).toBe(413);
  });
});

test.describe("route behaviour", () => {
  test("an unknown path answers with a real redirect home that replaces it in the history", ANY_VIEWPORT, async ({ page, request, baseURL }) => {
    const response = await request.get("/no/such/page", { maxRedirects: 0, maxRetries: 2 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers().location ?? "", baseURL).pathname).toBe("/");

    await page.goto("/unsubscribe");
    await page.goto("/definitely-not-a-page");
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/unsubscribe`);

    const api = await request.get("/api/no-such-endpoint", { maxRetries: 2 });
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ error: "No API route at this path." });
  });

  test("a hash target is scrolled to smoothly after 100 ms, 120 px below the top", async ({ page }) => {
    const platformsTop = () => page.evaluate(() => document.getElementById("platforms")?.getBoundingClientRect().top ?? Number.NaN);
    await page.goto("/#platforms");
    await expect.poll(platformsTop).toBeCloseTo(120, 0);

    // Client-side navigation to a home section from another page.
    await page.goto("/unsubscribe");
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push(url: string, options: object): void } } }).next.router.push("/#platforms", { scroll: false }),
    );
    await page.waitForURL(/\/#platforms$/);
    await expect.poll(platformsTop).toBeCloseTo(120, 0);
  });

  test("a route change starts at the top of the new page, instantly", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // Next's own scrolling is switched off here, so only the site's route behaviour can move the page.
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push(url: string, options: object): void } } }).next.router.push("/unsubscribe", { scroll: false }),
    );
    await expect(page).toHaveURL(`${baseURL}/unsubscribe`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.getByRole("link", { name: "Lexor home" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await dataLayerEvents(page, "navigation_click")).toContainEqual({ event: "navigation_click", section_name: "Home" });
  });

  test("on the home page the logo scrolls back to the top and Platforms follows its section", async ({ page }) => {
    // A short window, so the section can sit in the bottom half; the item's state is kept in the DOM at any size.
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/");
    const platformsItem = page.getByRole("button", { name: "Platforms", includeHidden: true }).first();
    const placeSection = (fraction: number) =>
      page.evaluate((share) => {
        const section = document.getElementById("platforms");
        if (!section) throw new Error("no #platforms section");
        window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - window.innerHeight * share, behavior: "instant" });
      }, fraction);

    await placeSection(0.2);
    await expect(platformsItem).toHaveAttribute("data-active", "true");
    await placeSection(0.8);
    await expect(platformsItem).not.toHaveAttribute("data-active");

    // Alt+click is the browser's "save link": the logo leaves it to the browser.
    const saved = page.waitForEvent("download");
    await page.getByRole("link", { name: "Lexor home" }).click({ modifiers: ["Alt"] });
    await saved;
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole("link", { name: "Lexor home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("accessibility", () => {
  test("the chrome has no axe violations: nav, breadcrumbs, footer, drawer, scheduler and cookie banner", async ({ page, context }) => {
    await context.clearCookies();
    await page.goto("/unsubscribe");
    await expect(page.getByRole("dialog", { name: "Cookie Preferences" })).toBeVisible();
    await expectNoAxeViolations(page, ["body > header", "nav[aria-label=Breadcrumb]", "footer", "[role=dialog]"]);

    const nav = await openMainNav(page);
    await nav.getByRole("button", { name: "Platforms" }).click();
    await expectNoAxeViolations(page, ["dialog[open], body > header"]);
    if (!(await isWideLayout(page))) await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");

    await (await openMainNav(page)).getByRole("link", { name: "Get Started" }).click();
    await expect(page.getByRole("dialog", { name: "Schedule a Demo" }).getByLabel("Work email")).toBeVisible();
    await expectNoAxeViolations(page, ["dialog[open]"]);
  });
});
