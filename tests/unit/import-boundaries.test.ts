import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STORE_COLLECTIONS } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { ROOT } from "@/tests/support/processes";

// The layering, checked on the source rather than trusted: the build only notices a client
// module that reaches a server module, and nothing at all notices a port that knows a feature.

/** The source folders from top to bottom: each imports only from itself and the folders below it. */
const SOURCE_FOLDERS = ["app", "components", "lib", "content"];
/** lib/'s layers from top to bottom: each imports only from itself and the layers below it. */
const LIB_LAYERS = ["lib/routes", "lib/runtime", "lib/features", "lib/services", "lib/ports", "lib/primitives"];
/** The HTTP edge: it turns what features return and throw into responses, for app/ and the proxy alone. */
const EDGE_LAYER = "lib/routes";
const EDGE_MAY_BE_IMPORTED_BY = ["app", "proxy.ts", EDGE_LAYER];
const FEATURES_LAYER = "lib/features";
/** What only the edge does: a response built, or Next's request and response types. */
const HTTP_ERRORS = "@/lib/services/http/errors";
const BUILDS_A_RESPONSE = /\bnew\s+Response\s*\(|\bResponse\.(?:json|redirect)\s*\(|\bNextResponse\b|\bseeOther\s*\(/;
const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js"];
/** The ports: they know storage, mail and files, never what the site does with them. */
const PORTS_LAYER = "lib/ports";
/** What a port may import besides the ports: the primitives. */
const PORT_MAY_IMPORT = ["lib/primitives"];
/** Words of what the site does: a name in a port made of one of them belongs to a feature. */
const FEATURE_WORDS = [
  "blog",
  "post",
  "like",
  "resume",
  "application",
  "newsletter",
  "subscriber",
  "subscription",
  "department",
  "brand",
  "career",
  "staff",
  "demo",
];

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
function runtimeSpecifiers(source: string, withTypes = false): string[] {
  const specifiers: string[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/g;
  for (const match of source.matchAll(statement)) {
    const [, , typeOnly, , specifier] = match;
    if ((withTypes || !typeOnly) && specifier) specifiers.push(specifier);
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
  /** Every import, type-only ones too: layers and cycles are about what a module knows. */
  knows: Map<string, string[]>;
  server: Set<string>;
  client: Set<string>;
  usesNode: Set<string>;
}

function buildGraph(files: string[], override: Record<string, string> = {}): Graph {
  const graph: Graph = { imports: new Map(), knows: new Map(), server: new Set(), client: new Set(), usesNode: new Set() };
  for (const file of files) {
    const source = override[file] ?? fs.readFileSync(path.join(ROOT, file), "utf8");
    const specifiers = runtimeSpecifiers(source);
    if (specifiers.includes("server-only")) graph.server.add(file);
    if (specifiers.some((specifier) => specifier.startsWith("node:"))) graph.usesNode.add(file);
    if (/^\s*(?:\/\/[^\n]*\n\s*)*["']use client["']/.test(source)) graph.client.add(file);
    graph.imports.set(
      file,
      specifiers.map((specifier) => resolveLocal(file, specifier)).filter((resolved): resolved is string => resolved !== null),
    );
    graph.knows.set(
      file,
      runtimeSpecifiers(source, true)
        .map((specifier) => resolveLocal(file, specifier))
        .filter((resolved): resolved is string => resolved !== null),
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
  return [...graph.knows].flatMap(([file, imports]) => {
    if (!under(file, PORTS_LAYER)) return [];
    return imports
      .filter((target) => !under(target, PORTS_LAYER) && !PORT_MAY_IMPORT.some((allowed) => under(target, allowed)))
      .map((target) => `${file} → ${target}`);
  });
}

const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_]+/)
    .map((word) => word.toLowerCase().replace(/s$/, ""));

/** The names a port file exports, and the members of the interfaces it exports, that name a feature. */
function portsNamingFeatures(files: string[], override: Record<string, string> = {}): string[] {
  return files
    .filter((file) => under(file, PORTS_LAYER))
    .flatMap((file) => {
      const source = override[file] ?? fs.readFileSync(path.join(ROOT, file), "utf8");
      const names = [...source.matchAll(/export\s+(?:declare\s+)?(?:async\s+)?(?:function|const|let|class|interface|type|enum)\s+(\w+)/g)].map(
        (match) => match[1] ?? "",
      );
      for (const body of source.matchAll(/export\s+interface\s+\w+[^{]*\{([\s\S]*?)\n\}/g)) {
        for (const member of (body[1] ?? "").matchAll(/^\s+(?:readonly\s+)?(\w+)\??\s*[(:<]/gm)) names.push(member[1] ?? "");
      }
      return names.filter((name) => wordsOf(name).some((word) => FEATURE_WORDS.includes(word))).map((name) => `${file}: ${name}`);
    });
}

/** The site's collections, named in lib/services/collections.ts: the documents port keeps only its own. */
const SITE_COLLECTIONS = new Set<string>(Object.values(COLLECTIONS).filter((name) => !Object.values<string>(STORE_COLLECTIONS).includes(name)));

/** Each string in a port file that names one of the site's collections. */
function portsNamingCollections(files: string[], override: Record<string, string> = {}): string[] {
  return files
    .filter((file) => under(file, PORTS_LAYER))
    .flatMap((file) => {
      const source = override[file] ?? fs.readFileSync(path.join(ROOT, file), "utf8");
      return [...source.matchAll(/["'`](\w+)["'`]/g)]
        .map((match) => match[1] ?? "")
        .filter((name) => SITE_COLLECTIONS.has(name))
        .map((name) => `${file}: ${name}`);
    });
}

const rank = (file: string, order: string[]) => order.findIndex((folder) => under(file, folder));

/** Each import that runs up: between the source folders, and between lib's layers. */
function importsRunningUp(graph: Graph): string[] {
  return [...graph.knows].flatMap(([file, imports]) =>
    imports
      .filter((target) => {
        const [fromLayer, toLayer] = [rank(file, LIB_LAYERS), rank(target, LIB_LAYERS)];
        return rank(target, SOURCE_FOLDERS) < rank(file, SOURCE_FOLDERS) || (toLayer >= 0 && toLayer < fromLayer);
      })
      .map((target) => `${file} → ${target}`),
  );
}

/** The lib files that sit in no layer. */
const outsideLayers = (graph: Graph) => [...graph.knows.keys()].filter((file) => under(file, "lib") && rank(file, LIB_LAYERS) < 0);

/** A module's folder in lib/: `lib/<layer>/<name>`, a file directly in a layer being its own. */
const libFolder = (file: string) => file.split("/").slice(0, 3).join("/");

/** The groups of lib/ folders that import each other, directly or round a longer loop. */
function folderCycles(graph: Graph): string[] {
  const edges = new Map<string, Set<string>>();
  for (const [file, imports] of graph.knows) {
    if (!under(file, "lib")) continue;
    const from = edges.get(libFolder(file)) ?? new Set<string>();
    edges.set(libFolder(file), from);
    for (const target of imports) if (under(target, "lib") && libFolder(target) !== libFolder(file)) from.add(libFolder(target));
  }
  const reaches = (from: string, to: string) => {
    const seen = new Set([from]);
    const queue = [from];
    while (queue.length > 0) {
      for (const next of edges.get(queue.shift() as string) ?? []) {
        if (next === to) return true;
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return false;
  };
  const groups = new Set<string>();
  for (const folder of edges.keys()) {
    const loop = [...edges.keys()].filter((other) => other === folder || (reaches(folder, other) && reaches(other, folder)));
    if (loop.length > 1) groups.add(loop.sort().join(" ⇄ "));
  }
  return [...groups];
}

/** The feature files that build a response or import next/server: features return values and throw errors. */
function featuresBuildingResponses(files: string[], override: Record<string, string> = {}): string[] {
  return files
    .filter((file) => under(file, FEATURES_LAYER))
    .filter((file) => {
      const source = override[file] ?? fs.readFileSync(path.join(ROOT, file), "utf8");
      const specifiers = runtimeSpecifiers(source, true);
      return specifiers.includes("next/server") || specifiers.includes(HTTP_ERRORS) || BUILDS_A_RESPONSE.test(source);
    });
}

/** Imports of the edge from anywhere but app/, the proxy and the edge itself. */
function edgeImportedFromOutside(graph: Graph): string[] {
  return [...graph.knows].flatMap(([file, imports]) => {
    if (EDGE_MAY_BE_IMPORTED_BY.some((allowed) => under(file, allowed))) return [];
    return imports.filter((target) => under(target, EDGE_LAYER)).map((target) => `${file} → ${target}`);
  });
}

/** Imports of a port's adapter from outside that port: everything else goes through the port. */
function adapterImportsFromOutside(graph: Graph): string[] {
  return [...graph.knows].flatMap(([file, imports]) =>
    imports
      .filter((target) => under(target, PORTS_LAYER) && target.split("/").length > 4 && !under(file, libFolder(target)))
      .map((target) => `${file} → ${target}`),
  );
}
/** What next.config.ts loads, which runs outside Next's server build, where `server-only` would throw. */
const LOADED_BY_CONFIG = "next.config.ts";

/** The lib modules that use Node's builtins yet do not say `server-only`, but for those next.config.ts loads. */
function nodeModulesNotMarkedServer(graph: Graph, config = fs.readFileSync(path.join(ROOT, LOADED_BY_CONFIG), "utf8")): string[] {
  const loadedByConfig = new Set<string>();
  const queue = runtimeSpecifiers(config)
    .map((specifier) => resolveLocal(LOADED_BY_CONFIG, specifier))
    .filter((resolved): resolved is string => resolved !== null);
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (loadedByConfig.has(file)) continue;
    loadedByConfig.add(file);
    queue.push(...(graph.imports.get(file) ?? []));
  }
  return [...graph.imports.keys()].filter((file) => under(file, "lib") && graph.usesNode.has(file) && !graph.server.has(file) && !loadedByConfig.has(file));
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

  it("no port exports a name, or has a method, that belongs to a feature", () => {
    expect(portsNamingFeatures(files)).toEqual([]);
  });

  it("no port names one of the site's collections", () => {
    expect(SITE_COLLECTIONS.size).toBeGreaterThan(10);
    expect(portsNamingCollections(files)).toEqual([]);
  });

  it("every lib module sits in a layer, and no import runs up a layer or a source folder", () => {
    expect(outsideLayers(graph)).toEqual([]);
    expect(importsRunningUp(graph)).toEqual([]);
  });

  it("no two lib folders import each other, directly or round a loop", () => {
    expect(folderCycles(graph)).toEqual([]);
  });

  it("nothing outside a port imports its adapters", () => {
    expect(adapterImportsFromOutside(graph)).toEqual([]);
  });

  it("no feature builds a response, throws an HTTP status or imports next/server", () => {
    expect(featuresBuildingResponses(files)).toEqual([]);
  });

  it("only app/ and the proxy import the HTTP edge", () => {
    expect(edgeImportedFromOutside(graph)).toEqual([]);
  });

  it("every lib module that uses Node's builtins says server-only, but for what next.config.ts loads", () => {
    expect(nodeModulesNotMarkedServer(graph)).toEqual([]);
  });

  it("would catch each kind of breach", () => {
    const breached = buildGraph(files, {
      "components/chrome/footer.tsx": `"use client";\nimport { fieldErrors } from "@/lib/primitives/domain/field-errors";\nimport { parseJsonBody } from "@/lib/services/http/body";\n`,
      "lib/ports/files/signing.ts": `import "server-only";\nimport { RESUME_EXTENSIONS } from "@/lib/features/careers/resume-limits";\n`,
    });
    expect(clientReachingServer(breached)).toContain("components/chrome/footer.tsx → lib/services/http/body.ts");
    expect(presentationImportingServer(breached)).toContain("components/chrome/footer.tsx → lib/services/http/body.ts");
    expect(portsImportingFeatures(breached)).toContain("lib/ports/files/signing.ts → lib/features/careers/resume-limits.ts");
    const named = portsNamingFeatures(files, {
      "lib/ports/documents/keys.ts": 'export function likeKey(postId: string) {\n  return postId;\n}\nexport const RESUME_FOLDER = "resumes";\n',
      "lib/ports/documents/port.ts": "export interface DocumentStore {\n  ping(): Promise<void>;\n  isResumeClaimed(key: string): Promise<boolean>;\n}\n",
    });
    expect(named).toEqual([
      "lib/ports/documents/keys.ts: likeKey",
      "lib/ports/documents/keys.ts: RESUME_FOLDER",
      "lib/ports/documents/port.ts: isResumeClaimed",
    ]);
    expect(
      portsNamingCollections(files, {
        "lib/ports/documents/port.ts": 'export const COLLECTIONS = {\n  blogs: "blogs",\n  mailOutbox: "mailOutbox",\n} as const;\n',
        "lib/ports/documents/firestore/index.ts": "const ping = () => collection('departments').limit(1).get();\n",
      }),
    ).toEqual(["lib/ports/documents/firestore/index.ts: departments", "lib/ports/documents/port.ts: blogs"]);
    const layered = buildGraph([...files, "lib/stray.ts"], {
      "lib/stray.ts": "export const stray = 1;\n",
      "lib/primitives/log/index.ts": `import type { PAGES } from "@/lib/services/seo/static-routes";\n`,
      "lib/features/blog/feed.ts": `import { applicationContext } from "@/lib/features/careers/context";\nimport { x } from "@/components/chrome/footer";\n`,
      "lib/features/careers/context.ts": `import { FEED_PATH } from "@/lib/features/blog/feed";\nimport { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";\n`,
    });
    expect(outsideLayers(layered)).toEqual(["lib/stray.ts"]);
    expect(importsRunningUp(layered)).toContain("lib/primitives/log/index.ts → lib/services/seo/static-routes.ts");
    expect(importsRunningUp(layered)).toContain("lib/features/blog/feed.ts → components/chrome/footer.tsx");
    expect(folderCycles(layered)).toContain("lib/features/blog ⇄ lib/features/careers");
    expect(adapterImportsFromOutside(layered)).toContain("lib/features/careers/context.ts → lib/ports/documents/sqlite/index.ts");
    const responding = featuresBuildingResponses(files, {
      "lib/features/staff/access.ts": `import { NextResponse } from "next/server";\n`,
      "lib/features/staff/inbox.ts": `export const answer = () => Response.json({ ok: true });\n`,
      "lib/features/newsletter/links.ts": `export const gone = () => new Response(null, { status: 410 });\n`,
      "lib/features/blog/feed.ts": `import type { NextRequest } from "next/server";\n`,
      "lib/features/staff/team.ts": `import { HttpError } from "@/lib/services/http/errors";\nthrow new HttpError(404, "No such staff member.");\n`,
    });
    expect(responding).toEqual(
      expect.arrayContaining([
        "lib/features/staff/access.ts",
        "lib/features/staff/inbox.ts",
        "lib/features/newsletter/links.ts",
        "lib/features/blog/feed.ts",
        "lib/features/staff/team.ts",
      ]),
    );
    const edged = buildGraph(files, {
      "components/chrome/footer.tsx": `import { signOut } from "@/lib/routes/staff/requests";\n`,
      "lib/features/staff/views.ts": `import type { ContentForm } from "@/lib/routes/staff/content-form";\n`,
      "app/api/staff/sign-out/route.ts": `import { signOut } from "@/lib/routes/staff/requests";\n`,
    });
    expect(edgeImportedFromOutside(edged)).toEqual(
      expect.arrayContaining(["components/chrome/footer.tsx → lib/routes/staff/requests.ts", "lib/features/staff/views.ts → lib/routes/staff/content-form.ts"]),
    );
    expect(edgeImportedFromOutside(edged).filter((breach) => breach.startsWith("app/"))).toEqual([]);
    expect(importsRunningUp(edged)).toContain("lib/features/staff/views.ts → lib/routes/staff/content-form.ts");
    const unmarked = buildGraph(files, {
      "lib/services/cache/shared.ts": `import fs from "node:fs";\n`,
      "lib/services/cache/build-data.ts": `import fs from "node:fs";\nimport { log } from "@/lib/primitives/log/console";\n`,
      "lib/primitives/log/console.ts": `import { format } from "node:util";\n`,
    });
    expect(nodeModulesNotMarkedServer(unmarked)).toEqual(["lib/services/cache/shared.ts"]);
    expect(nodeModulesNotMarkedServer(unmarked, `import { x } from "./lib/services/cache/shared";\n`).sort()).toEqual([
      "lib/primitives/log/console.ts",
      "lib/services/cache/build-data.ts",
    ]);
    expect(runtimeSpecifiers(`import type { A } from "@/lib/primitives/config";\nexport type { B } from "@/lib/services/http/body";`)).toEqual([]);
  });
});
