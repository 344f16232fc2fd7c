import localFont from "next/font/local";

/**
 * Geist (variable: every weight in one file), neither preloaded nor swapped in late: 70 kB of font
 * never competes with the first paint's HTML, CSS and scripts, and a page never reflows when it
 * arrives (`optional` keeps the fallback for a page the font missed; the next page has it cached).
 * Code-like labels use the system monospace for the same reason.
 */
export const geistSans = localFont({
  src: "../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "optional",
  preload: false,
});
