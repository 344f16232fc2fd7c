import fs from "node:fs";
import path from "node:path";
import { readBrandFile } from "@/lib/content/brands";
import { readDepartmentFile } from "@/lib/content/departments";
import type { ContentEntry, EntryResult } from "@/lib/content/entry";
import { readPostFile } from "@/lib/content/posts";
import type { Problem } from "@/lib/content/source";
import { DOCUMENT_ID_PATTERN } from "@/lib/domain/file-fields";

export interface LoadedContent {
  entries: ContentEntry[];
  problems: Problem[];
}

/** The files of one kind directly inside `folder` (images sit in subfolders and are not listed). */
function filesIn(folder: string, extensions: readonly string[]): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.includes(path.extname(entry.name).toLowerCase()))
    .map((entry) => path.join(folder, entry.name))
    .sort();
}

/** Where messages point: the path as seen from where the command runs, or the full path outside it. */
function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") ? relative : file;
}

function readYamlEntity(
  file: string,
  read: (id: string, display: string) => EntryResult,
): EntryResult {
  const display = displayPath(file);
  const id = path.basename(file, path.extname(file));
  if (!DOCUMENT_ID_PATTERN.test(id)) {
    return { problems: [{ file: display, message: "the file name (the document id) must be letters, digits, dashes or underscores" }] };
  }
  return read(id, display);
}

/**
 * Reads and validates a content folder: `posts/*.md`, `departments/*.yaml` and `brands/*.yaml`
 * (`.yml` too). Every problem in every file is collected, so one run reports them all.
 */
export function loadContentFolder(folder: string): LoadedContent {
  const root = path.resolve(folder);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    return { entries: [], problems: [{ file: displayPath(root), message: "is not a folder" }] };
  }
  const results: EntryResult[] = [
    ...filesIn(path.join(root, "posts"), [".md"]).map((file) => readPostFile(root, file, displayPath(file))),
    ...filesIn(path.join(root, "departments"), [".yaml", ".yml"]).map((file) =>
      readYamlEntity(file, (id, display) => readDepartmentFile(id, file, display)),
    ),
    ...filesIn(path.join(root, "brands"), [".yaml", ".yml"]).map((file) =>
      readYamlEntity(file, (id, display) => readBrandFile(root, id, file, display)),
    ),
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
    if (entry.slug) {
      const taken = slugs.get(entry.slug.value);
      if (taken) problems.push({ file: entry.file, line: entry.slug.line, message: `slug "${entry.slug.value}" is also the slug of ${taken}` });
      else slugs.set(entry.slug.value, entry.file);
    }
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  return { entries, problems };
}
