// Prints the share of comment lines among the non-blank lines of lib/, components/ and app/, and
// the files with the most; `--max N` exits 1 above N percent.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const walk = (dir) =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return walk(relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [relative] : [];
  });

function count(source) {
  let lines = 0;
  let comments = 0;
  let inBlock = false;
  for (const line of source.split("\n").map((text) => text.trim())) {
    if (!line) continue;
    lines += 1;
    if (inBlock) {
      comments += 1;
      if (line.includes("*/")) inBlock = false;
    } else if (line.startsWith("//") || line.startsWith("{/*")) comments += 1;
    else if (line.startsWith("/*")) {
      comments += 1;
      inBlock = !line.includes("*/");
    }
  }
  return { lines, comments };
}

const files = ["lib", "components", "app"].flatMap(walk).map((file) => ({ file, ...count(fs.readFileSync(path.join(root, file), "utf8")) }));
const lines = files.reduce((sum, file) => sum + file.lines, 0);
const comments = files.reduce((sum, file) => sum + file.comments, 0);
const percent = (100 * comments) / lines;
console.log(`${comments} comment lines of ${lines} (${percent.toFixed(1)} %)`);
for (const file of files.sort((a, b) => b.comments - a.comments).slice(0, 10)) console.log(`${String(file.comments).padStart(5)}  ${file.file}`);
const max = process.argv.indexOf("--max");
if (max > 0 && percent > Number(process.argv[max + 1])) process.exitCode = 1;
