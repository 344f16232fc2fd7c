// Completes .next/standalone after `next build` (part of `npm run build`): Next leaves the browser
// assets and public/ out of it, our production server (server.mjs) is not Next's, and the demo
// content is read from its folder at run time (a demo image seeds from it). With them it runs on
// its own, which is what the container image copies: `node .next/standalone/server.mjs`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export function completeStandalone(root) {
  const standalone = path.join(root, ".next/standalone");
  fs.cpSync(path.join(root, ".next/static"), path.join(standalone, ".next/static"), { recursive: true });
  fs.cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });
  fs.copyFileSync(path.join(root, "server.mjs"), path.join(standalone, "server.mjs"));
  fs.cpSync(path.join(root, "content/demo"), path.join(standalone, "content/demo"), { recursive: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  completeStandalone(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
}
