import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "@/tests/support/processes";

// The layering, checked on the source rather than trusted: the build only notices a client
// module that reaches a server module, and nothing at all notices a port that knows a feature.

const SOURCE_FOLDERS = ["app", "components", "lib", "content"];
const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js"];
/** The ports: they know storage, mail and files, never what the site does with them. */
const PORTS = ["lib/ports/documents", "lib/ports/files", "lib/ports/mail"];
/** What a port may import besides itself: shared infrastructure and the request schemas. */
const PORT_MAY_IMPORT = ["lib/primitives/config.ts", "lib/primitives/disk", "lib/primitives/domain", "lib/primitives/log", "lib/primitives/security", "lib/primitives/firebase", "lib/primitives/process-wide.ts", "lib/primitives/zod.ts"];
/** The factory that picks the documents adapter also seeds the embedded store with demo content. */
const PORT_EXCEPTIONS = new Set(["lib/ports/documents/index.ts → lib/features/content/seed.ts"]);

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (EXTENSIONS.some((extension) => entry.name.endsWith(extension)) && !entry.name.endsWith(".d.ts")) files.push(relative);
    }
  };
  for (const folder of SOURCE_FOLDERS) walk(folder);
  return files;
}

/** The modules a file loads at run time: type-only imports and exports are left out. */
function runtimeSpecifiers(source: string): string[] {
  const specifiers: string[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/g;
  for (const match of source.matchAll(statement)) {
    const [, , typeOnly, , specifier] = match;
    if (!typeOnly && specifier) specifiers.push(specifier);
  }
  for (const match of source.matchAll(/(?:^|\n)\s*import\s*["']([^"']+)["']/g)) if (match[1]) specifiers.push(match[1]);
  for (const match of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) if (match[1]) specifiers.push(match[1]);
  return specifiers;
}

function resolveLocal(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension), ...EXTENSIONS.map((extension) => `${base}/index${extension}`)];
  return candidates.find((candidate) => fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile()) ?? null;
}

interface Graph {
  imports: Map<string, string[]>;
  server: Set<string>;
  client: Set<string>;
}

function buildGraph(files: string[], override: Record<string, string> = {}): Graph {
  const graph: Graph = { imports: new Map(), server: new Set(), client: new Set() };
  for (const file of files) {
    const source = override[file] ?? fs.readFileSync(path.join(ROOT, file), "utf8");
    const specifiers = runtimeSpecifiers(source);
    if (specifiers.includes("server-only")) graph.server.add(file);
    if (/^\s*(?:\/\/[^\n]*\n\s*)*["']use client["']/.test(source)) graph.client.add(file);
    graph.imports.set(
      file,
      specifiers.map((specifier) => resolveLocal(file, specifier)).filter((resolved): resolved is string => resolved !== null),
    );
  }
  return graph;
}

/** Each client module that reaches a server module, with the chain of imports that leads there. */
function clientReachingServer(graph: Graph): string[] {
  const found: string[] = [];
  for (const start of graph.client) {
    const seen = new Map<string, string[]>([[start, [start]]]);
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift() as string;
      for (const next of graph.imports.get(file) ?? []) {
        if (seen.has(next)) continue;
        const chain = [...(seen.get(file) ?? []), next];
        if (graph.server.has(next)) {
          found.push(chain.join(" → "));
          continue;
        }
        seen.set(next, chain);
        queue.push(next);
      }
    }
  }
  return found;
}

const isPresentation = (file: string) => file.startsWith("components/") || /^app\/.*\/?page\.tsx$/.test(file);
const under = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);

function presentationImportingServer(graph: Graph): string[] {
  return [...graph.imports]
    .filter(([file]) => isPresentation(file))
    .flatMap(([file, imports]) => imports.filter((target) => graph.server.has(target)).map((target) => `${file} → ${target}`));
}

function portsImportingFeatures(graph: Graph): string[] {
  return [...graph.imports].flatMap(([file, imports]) => {
    const port = PORTS.find((folder) => under(file, folder));
    if (!port) return [];
    return imports
      .filter((target) => !under(target, port) && !PORT_MAY_IMPORT.some((allowed) => under(target, allowed)))
      .map((target) => `${file} → ${target}`)
      .filter((edge) => !PORT_EXCEPTIONS.has(edge));
  });
}

describe("import boundaries", () => {
  const files = sourceFiles();
  const graph = buildGraph(files);

  it("finds the markers it checks", () => {
    expect(graph.server.has("lib/primitives/config.ts")).toBe(true);
    expect(graph.server.has("lib/ports/documents/index.ts")).toBe(true);
    expect(graph.client.size).toBeGreaterThan(10);
  });

  it("no client module reaches a server module", () => {
    expect(clientReachingServer(graph)).toEqual([]);
  });

  it("no component or page imports a server module: they read through lib's features", () => {
    expect(presentationImportingServer(graph)).toEqual([]);
  });

  it("no port imports a feature", () => {
    expect(portsImportingFeatures(graph)).toEqual([]);
  });

  it("would catch each kind of breach", () => {
    const breached = buildGraph(files, {
      "components/chrome/footer.tsx": `"use client";\nimport { fieldErrors } from "@/lib/primitives/domain/field-errors";\nimport { parseJsonBody } from "@/lib/services/http/body";\n`,
      "lib/ports/files/signing.ts": `import "server-only";\nimport { RESUME_EXTENSIONS } from "@/lib/features/careers/resume-limits";\n`,
    });
    expect(clientReachingServer(breached)).toContain("components/chrome/footer.tsx → lib/services/http/body.ts");
    expect(presentationImportingServer(breached)).toContain("components/chrome/footer.tsx → lib/services/http/body.ts");
    expect(portsImportingFeatures(breached)).toContain("lib/ports/files/signing.ts → lib/features/careers/resume-limits.ts");
    expect(runtimeSpecifiers(`import type { A } from "@/lib/primitives/config";\nexport type { B } from "@/lib/services/http/body";`)).toEqual([]);
  });
});
