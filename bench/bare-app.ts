import fs from "node:fs";
import path from "node:path";
import { ROOT } from "@/tests/support/processes";

export const BARE_DIR = path.join(ROOT, "bench/tmp/bare");
export const STYLED_BARE_DIR = path.join(ROOT, "bench/tmp/bare-styled");

// Plain JavaScript: with a tsconfig of its own the bare build resolved the repository's
// instrumentation.ts (Turbopack's root is the repository) and failed on its path alias.
const FILES: Record<string, string> = {
  "app/layout.jsx": `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return <h1>Hello</h1>;
}
`,
  // Its own, empty: without one Next takes the repository's (Turbopack's root is the repository),
  // which would start our server code in the reference and fails to bundle its database driver.
  "instrumentation.js": `export function register() {}
`,
  // The same for the repository's proxy.ts: this one matches no request.
  "proxy.js": `export function proxy() {}

export const config = { matcher: "/bare-page-has-no-proxy" };
`,
  // The repository's node_modules sit outside this folder, so Turbopack's root must include them.
  "next.config.mjs": `import path from "node:path";

export default { turbopack: { root: path.resolve(import.meta.dirname, "../../..") } };
`,
};

function writeApp(dir: string, files: Record<string, string>): string {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/**
 * The framework's floor: an App Router app with one static page and nothing else, built by the
 * same Next.js from the same node_modules (a symlink), in a git-ignored folder.
 */
export function writeBareApp(): string {
  return writeApp(BARE_DIR, FILES);
}

/**
 * The bare page with nothing added but the site's own compiled stylesheet, linked the way Next
 * links any imported CSS: what a render-blocking stylesheet alone costs against the bare page.
 */
export function writeStyledBareApp(stylesheet: string): string {
  return writeApp(STYLED_BARE_DIR, {
    ...FILES,
    "app/site.css": stylesheet,
    "app/layout.jsx": `import "./site.css";\n\n${FILES["app/layout.jsx"]}`,
  });
}
