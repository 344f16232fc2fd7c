import { expect, type Locator, type Page, test } from "@playwright/test";
import { COLLECTIONS } from "@/lib/services/collections";
import { contentFolder, deleteStoredDocument, onE2eDatabase, push, REVALIDATION_SECRET, removeContent, svgCover, unique } from "./support/content";
import { type EditorTabs, editorTabs, invitedByAdmin, signIn } from "./support/staff";

// An editor changes a platform of the home page, and its picture, from the browser with scripts off, by keyboard; a
// stale form is refused and kept; a hiring manager is refused all of it. It pushes a brand and
// signs staff in through the mail catcher, so it runs in the publishing project (playwright.config.ts).
test.describe.configure({ timeout: 480_000 });
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "declined", url: baseURL ?? "" }]);
});

const brandForm = (page: Page) => page.getByRole("form", { name: "Platform" });

const storedBrand = (id: string) =>
  onE2eDatabase((db) => {
    const row = db.prepare("SELECT data FROM documents WHERE collection = ? AND id = ?").get(COLLECTIONS.brands, id) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as Record<string, unknown>) : null;
  });

/** Tabs from where focus is until `target` has it, as someone without a mouse gets there. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("an editor changes a platform's description by keyboard and its picture without scripts and the home page shows them; hiring is refused", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const site = baseURL ?? "";
  const id = `staff-brand-${unique(testInfo.project.name)}`;
  const name = `Beacon ${id}`;
  const folder = contentFolder({
    [`brands/${id}.yaml`]: `name: ${name}\ndescription: A platform the staff editor changes.\nurl: https://beacon.lexor.example\nnumber: 3\nimage: images/${id}.svg\n`,
    [`brands/images/${id}.svg`]: svgCover(id),
  });
  const stamp = id.toLowerCase();
  const editor = `editor-${stamp}@lexor.example`;
  const hiring = `hiring-${stamp}@lexor.example`;
  let tabs: EditorTabs | undefined;
  try {
    await push(folder, site);
    const image = storedBrand(id)?.backgroundImagePath;
    expect(image).toEqual(expect.stringMatching(/^brands\//));
    await invitedByAdmin(browser, site, [
      { email: editor, role: "editor" },
      { email: hiring, role: "hiring" },
    ]);

    tabs = await editorTabs(browser, editor);
    const { checker, scriptless, page, axeAt } = tabs;

    await page.goto("/staff/posts");
    const menuLink = page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Platforms" });
    await tabTo(page, menuLink);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Platforms", level: 1 })).toBeVisible();
    await axeAt("/staff/brands");
    const listed = page.getByRole("list", { name: "Platforms" }).getByRole("listitem").filter({ hasText: name });
    await expect(listed).toContainText("3/1");
    await expect(listed).toContainText("https://beacon.lexor.example");

    const other = await scriptless.newPage();
    await other.goto(`/staff/brands/${id}`);

    await listed.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { name: `Edit platform: ${name}`, level: 1 })).toBeVisible();
    await axeAt(page.url());
    await expect(brandForm(page).getByLabel("Number", { exact: true })).toHaveValue("3");
    const description = brandForm(page).getByLabel("Description");
    await tabTo(page, description);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(`Edited in the browser ${id}. <script>document.title = "ran"</script>`);
    await tabTo(page, brandForm(page).getByRole("button", { name: "Save platform" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await expect(page.getByTestId("site-refresh")).toHaveText(/Live since/);
    expect(storedBrand(id)).toMatchObject({
      name,
      number: 3,
      backgroundImagePath: image,
      description: `Edited in the browser ${id}. <script>document.title = "ran"</script>`,
    });

    // The home page's first answer after the save has it, as text, with the pushed picture; its script never runs.
    await checker.goto("/");
    const card = checker.getByRole("listitem").filter({ hasText: name });
    await expect(card).toContainText(`Edited in the browser ${id}. <script>document.title = "ran"</script>`);
    await expect(card.locator("img")).not.toHaveAttribute("src", /platform-placeholder/);
    expect(await checker.title()).not.toBe("ran");

    // The second tab was opened before the save: its save is refused and keeps what was typed.
    await brandForm(other).getByLabel("Name", { exact: true }).fill(`Kept ${name}`);
    await brandForm(other).getByRole("button", { name: "Save platform" }).click();
    await expect(other.getByRole("alert").filter({ hasText: "Someone else saved this platform" })).toBeVisible();
    await expect(brandForm(other).getByLabel("Name", { exact: true })).toHaveValue(`Kept ${name}`);
    await axeAt(other.url());
    await other.close();
    expect(storedBrand(id)?.name).toBe(name);

    await page.goto(`/staff/brands/${id}`);
    await brandForm(page).getByLabel("Link", { exact: true }).fill("http://beacon.lexor.example");
    await brandForm(page).getByRole("button", { name: "Save platform" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved" })).toBeVisible();
    await expect(brandForm(page).getByText("must be a site path such as /thestral or an https:// address")).toBeVisible();
    await axeAt(page.url());
    expect(storedBrand(id)?.url).toBe("https://beacon.lexor.example");

    await page.getByRole("link", { name: "History: every change, viewed and restored" }).click();
    await expect(page.getByTestId("revision").first()).toContainText(`by ${editor}`);
    await axeAt(page.url());

    // The picture, uploaded with scripts off: an SVG is refused, a PNG is stored and the home page's card shows it.
    await page.goto(`/staff/brands/${id}`);
    const pictureForm = page.getByRole("form", { name: "Upload a picture" });
    const pictureFile = pictureForm.getByLabel("Picture file");
    await pictureFile.setInputFiles({ name: "picture.png", mimeType: "image/png", buffer: Buffer.from(svgCover(id)) });
    await pictureForm.getByRole("button", { name: "Upload picture" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "SVG pictures cannot be uploaded here" })).toBeVisible();
    await expect(pictureFile).toHaveAttribute("aria-invalid", "true");
    expect(storedBrand(id)?.backgroundImagePath).toBe(image);
    await pictureFile.setInputFiles("public/icons/icon-192.png");
    await pictureForm.getByRole("button", { name: "Upload picture" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Picture stored" })).toBeVisible();
    const uploaded = String(storedBrand(id)?.backgroundImagePath);
    expect(uploaded).toMatch(new RegExp(`^brands/${id}-[0-9a-f]{12}\\.png$`));
    await axeAt(page.url());
    await checker.goto("/");
    await expect(checker.getByRole("listitem").filter({ hasText: name }).locator("img")).toHaveAttribute("src", new RegExp(`${id}-[0-9a-f]{12}\\.png`));

    await page.getByRole("button", { name: "Remove picture" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Picture removed" })).toBeVisible();
    await expect(page.getByText("This platform has no picture")).toBeVisible();
    expect(storedBrand(id)).not.toHaveProperty("backgroundImagePath");
    await checker.goto("/");
    await expect(checker.getByRole("listitem").filter({ hasText: name }).locator("img")).toHaveAttribute("src", /platform-placeholder/);

    const crossSite = await page.request.post("/api/staff/brands", { form: { id, version: "new", name: "x" }, headers: { origin: "http://evil.example" } });
    expect(crossSite.status()).toBe(403);
    await scriptless.close();

    const hiringContext = await browser.newContext();
    const manager = await hiringContext.newPage();
    await signIn(manager, hiring);
    await expect(manager.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Platforms" })).toHaveCount(0);
    for (const path of ["/staff/brands", `/staff/brands/${id}`, `/staff/brands/${id}/revisions`]) {
      const refused = await manager.request.get(path, { maxRedirects: 0 });
      expect([path, refused.status(), refused.headers().location]).toEqual([path, 307, "/staff/not-allowed"]);
    }
    const version = "new";
    expect((await manager.request.post("/api/staff/brands", { form: { id, version, name: "Hijacked" }, headers: { origin: site } })).status()).toBe(403);
    await hiringContext.close();
    const anonymous = await request.post("/api/staff/brands", { form: { id, version, name: "Hijacked" }, headers: { origin: site } });
    expect(anonymous.status()).toBe(401);
    expect(storedBrand(id)?.name).toBe(name);
  } finally {
    await tabs?.scripted.close();
    deleteStoredDocument(COLLECTIONS.brands, id);
    removeContent(folder, `brands/${id}.yaml`);
  }
  await expect
    .poll(async () => {
      await request.post("/api/revalidate", { headers: { Authorization: `Bearer ${REVALIDATION_SECRET}` }, data: { collection: "brands", id } });
      return (await request.get("/")).text();
    })
    .not.toContain(id);
});
