import "server-only";
import fs from "node:fs";
import path from "node:path";
import { readBrandFile } from "@/lib/features/content/brands";
import { readDepartmentFile } from "@/lib/features/content/departments";
import type { ContentEntry, EntryResult } from "@/lib/features/content/entry";
import { IMAGE_TYPES } from "@/lib/features/content/images";
import { readPostFile } from "@/lib/features/content/posts";
import type { Problem } from "@/lib/features/content/source";
import { DOCUMENT_ID_PATTERN } from "@/lib/primitives/domain/file-fields";

export interface LoadedContent {
  entries: ContentEntry[];
  problems: Problem[];
  warnings: Problem[];
}

const KINDS = [
  { folder: "posts", extensions: [".md"] },
  { folder: "departments", extensions: [".yaml", ".yml"] },
  { folder: "brands", extensions: [".yaml", ".yml"] },
] as const;

function skippedFiles(root: string): Problem[] {
  return KINDS.flatMap(({ folder, extensions }) => {
    const dir = path.join(root, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
      .filter((entry) => {
        const extension = path.extname(entry.name).toLowerCase();
        return !(extensions as readonly string[]).includes(extension) && !Object.hasOwn(IMAGE_TYPES, extension);
      })
      .map((entry) => ({
        file: displayPath(path.join(dir, entry.name)),
        message: `skipped: only ${extensions.join(" or ")} files in ${folder}/ are pushed (pictures are uploaded when a file uses them)`,
      }))
      .sort((a, b) => a.file.localeCompare(b.file));
  });
}

function filesIn(folder: string, extensions: readonly string[]): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.includes(path.extname(entry.name).toLowerCase()))
    .map((entry) => path.join(folder, entry.name))
    .sort();
}

function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") ? relative : file;
}

function readYamlEntity(file: string, read: (id: string, display: string) => EntryResult): EntryResult {
  const display = displayPath(file);
  const id = path.basename(file, path.extname(file));
  if (!DOCUMENT_ID_PATTERN.test(id)) {
    return { problems: [{ file: display, message: "the file name (the document id) must be letters, digits, dashes or underscores" }] };
  }
  return read(id, display);
}

export function loadContentFolder(folder: string): LoadedContent {
  const root = path.resolve(folder);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    return { entries: [], problems: [{ file: displayPath(root), message: "is not a folder" }], warnings: [] };
  }
  const results: EntryResult[] = [
    ...filesIn(path.join(root, "posts"), [".md"]).map((file) => readPostFile(root, file, displayPath(file))),
    ...filesIn(path.join(root, "departments"), [".yaml", ".yml"]).map((file) => readYamlEntity(file, (id, display) => readDepartmentFile(id, file, display))),
    ...filesIn(path.join(root, "brands"), [".yaml", ".yml"]).map((file) => readYamlEntity(file, (id, display) => readBrandFile(root, id, file, display))),
  ];
  const problems = results.flatMap((result) => result.problems ?? []);
  const entries = results.flatMap((result) => (result.entry ? [result.entry] : []));
  if (results.length === 0) {
    problems.push({ file: displayPath(root), message: "holds no posts/*.md, departments/*.yaml or brands/*.yaml" });
  }

  const documents = new Map<string, string>();
  const slugs = new Map<string, string>();
  for (const entry of entries) {
    const key = `${entry.collection}/${entry.id}`;
    const other = documents.get(key);
    if (other) problems.push({ file: entry.file, message: `names the same document (${key}) as ${other}` });
    else documents.set(key, entry.file);
    for (const slug of [...(entry.slug ? [entry.slug] : []), ...(entry.formerSlugs ?? [])]) {
      const taken = slugs.get(slug.value);
      if (taken) problems.push({ file: entry.file, line: slug.line, message: `slug "${slug.value}" is also a slug of ${taken}` });
      else slugs.set(slug.value, entry.file);
    }
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  return { entries, problems, warnings: skippedFiles(root) };
}
