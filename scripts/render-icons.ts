// `npm run icons`: draws the PNG icons of the web manifest (and the logo search engines read)
// from our own SVG logo, public/logo.svg, with Debian's Chromium. The PNGs are committed; run
// this again after changing the logo.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "@/tests/support/chromium";
import { BRAND_BACKGROUND, ICONS } from "@/lib/services/seo/icons";

const ROOT = path.resolve(import.meta.dirname, "..");

async function main() {
  const svg = await readFile(path.join(ROOT, "public/logo.svg"), "utf8");
  const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      // Maskable icons are cropped to a circle of 80% of their width by some launchers: the logo
      // sits in the middle 60% on a full-bleed background, so nothing of it is ever cut off.
      const logoSize = icon.purpose === "maskable" ? Math.round(icon.size * 0.6) : icon.size;
      const background = icon.purpose === "maskable" ? BRAND_BACKGROUND : "transparent";
      await page.setContent(
        `<body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${background}">` +
          `<img src="${source}" width="${logoSize}" height="${logoSize}" alt=""></body>`,
      );
      await page.locator("img").evaluate((image: HTMLImageElement) => image.decode());
      const png = await page.screenshot({ omitBackground: icon.purpose !== "maskable", type: "png" });
      await writeFile(path.join(ROOT, "public", icon.src), png);
      await page.close();
      console.info(`${icon.src}: ${icon.size}x${icon.size} (${icon.purpose})`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
