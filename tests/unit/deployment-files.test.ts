import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { resolveConfig, serverEnvSchema } from "@/lib/primitives/config";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

interface AppHostingVariable {
  variable: string;
  value?: string;
  secret?: string;
  availability?: ("BUILD" | "RUNTIME")[];
}

const appHostingText = read("apphosting.yaml");
const appHosting = parse(appHostingText) as {
  env: AppHostingVariable[];
  scripts?: { buildCommand?: string; runCommand?: string };
  outputFiles?: { serverApp?: { include?: string[] } };
};
/** Read by the buildpack, not by the site. */
const BUILD_PLATFORM_VARIABLES = ["GOOGLE_NODEJS_VERSION"];

/** Every variable the site reads: the server's schema and the browser's inlined NEXT_PUBLIC_ ones. */
function variablesTheSiteReads(): string[] {
  const publicVariables = [...read("lib/primitives/public-config.ts").matchAll(/process\.env\.(NEXT_PUBLIC_\w+)/g)].map(([, name]) => name ?? "");
  return [...Object.keys(serverEnvSchema.shape), ...publicVariables].sort();
}

/** The variables apphosting.yaml's closing comment names as read but deliberately not set. */
function namedButNotSet(): string[] {
  const marker = appHostingText.indexOf("# Read by lib/primitives/config.ts or lib/primitives/public-config.ts but not set here:");
  expect(marker, "apphosting.yaml lists the variables it leaves unset").toBeGreaterThan(-1);
  const comment = appHostingText
    .slice(marker)
    .split("\n")
    .slice(1)
    .filter((line) => line.startsWith("#"))
    .map((line) => line.split(":")[0] ?? "")
    .join(",");
  return [...comment.matchAll(/\b[A-Z][A-Z0-9_]{2,}\b/g)].map(([name]) => name);
}

describe("apphosting.yaml", () => {
  const set = appHosting.env.map((entry) => entry.variable);

  it("names every variable the site reads, once, and nothing else", () => {
    const named = [...set.filter((name) => !BUILD_PLATFORM_VARIABLES.includes(name)), ...namedButNotSet()];
    expect(new Set(named).size, "a variable named twice").toBe(named.length);
    expect(named.sort()).toEqual(variablesTheSiteReads());
  });

  it("takes secrets from Secret Manager by name and makes build-time values available to the build", () => {
    for (const name of ["SMTP_URL", "FILE_SIGNING_SECRET", "REVALIDATION_SECRET"]) {
      const entry = appHosting.env.find((candidate) => candidate.variable === name);
      expect(entry?.secret, name).toMatch(/^[a-z][a-z0-9-]+$/);
      expect(entry?.value, name).toBeUndefined();
      expect(entry?.availability, name).toEqual(["RUNTIME"]);
    }
    for (const name of ["SITE_URL", "FIREBASE_STORAGE_BUCKET", "JOB_APPLICANT_COUNTRIES"]) {
      expect(appHosting.env.find((candidate) => candidate.variable === name)?.availability, name).toContain("BUILD");
    }
  });

  /** The variables apphosting.yaml makes available at one stage, secrets given a well-formed value. */
  const available = (stage: "BUILD" | "RUNTIME") =>
    Object.fromEntries(
      appHosting.env
        .filter((entry) => (entry.availability ?? ["BUILD", "RUNTIME"]).includes(stage))
        .map((entry) => [
          entry.variable,
          entry.variable === "SMTP_URL" ? "smtps://user:password@smtp.example.com:465" : (entry.value ?? `secret-${"x".repeat(40)}`),
        ]),
    );

  it("passes lib/primitives/config.ts as a production configuration on App Hosting, with the worker off", () => {
    const settings = resolveConfig({
      ...available("RUNTIME"),
      NODE_ENV: "production",
      // What App Hosting itself sets.
      GOOGLE_CLOUD_PROJECT: "lexor-example",
      FIREBASE_CONFIG: JSON.stringify({ projectId: "lexor-example", storageBucket: "lexor-example.firebasestorage.app" }),
    });
    expect(settings.adapters).toEqual({ documents: "firestore", files: "firebase-storage", mail: "smtp", identity: "firebase" });
    expect(settings.TRUSTED_PROXY_HOPS).toBe(1);
    expect(settings.MAIL_WORKER).toBe(false);
  });

  it("gives the build every setting a production build needs, without anything App Hosting sets", () => {
    const settings = resolveConfig({ ...available("BUILD"), NODE_ENV: "production", NEXT_PHASE: "phase-production-build" });
    expect(settings.adapters.documents).toBe("firestore");
    expect(settings.storageBucket).toBeDefined();
    expect(settings.SITE_URL).toMatch(/^https:\/\//);
  });

  it("ships only the standalone server: a custom build names its output files and runs a server inside them", () => {
    const { buildCommand, runCommand } = appHosting.scripts ?? {};
    const include = appHosting.outputFiles?.serverApp?.include ?? [];
    if (buildCommand) expect(include.length, "scripts.buildCommand turns the Next.js adapter off").toBeGreaterThan(0);
    for (const folder of include) expect(folder).toMatch(/^\.next\/standalone(\/|$)/);
    if (runCommand) {
      const [, script] = /^node (\S+)$/.exec(runCommand) ?? [];
      expect(script, runCommand).toBeDefined();
      expect(include.some((folder) => script?.startsWith(`${folder}/`))).toBe(true);
    }
  });

  it("builds with the script that completes the standalone folder with our server", () => {
    const build = JSON.parse(read("package.json")).scripts.build as string;
    expect(appHosting.scripts?.buildCommand).toBe("npm run build");
    expect(build).toContain("scripts/standalone.mjs");
    expect(read("scripts/standalone.mjs")).toContain("server.mjs");
  });
});

describe("Node 24 as the production runtime", () => {
  it("is the one version in .nvmrc, apphosting.yaml and the Dockerfile", () => {
    const major = read(".nvmrc").trim();
    expect(major).toBe("24");
    expect(appHosting.env.find((entry) => entry.variable === "GOOGLE_NODEJS_VERSION")?.value).toBe(`${major}.x.x`);
    const images = [...read("Dockerfile").matchAll(/^FROM node:(\d+)-/gm)].map(([, version]) => version);
    expect(images).toEqual([major, major]);
  });

  it("is the Node these tests run on: the README's commands put it first on PATH", () => {
    expect(process.versions.node.split(".")[0]).toBe(read(".nvmrc").trim());
  });

  it("satisfies the engines of every locked package this machine installs, so npm prints no EBADENGINE", () => {
    const lock = JSON.parse(read("package-lock.json")) as {
      packages: Record<string, { engines?: { node?: string }; os?: string[]; cpu?: string[]; optional?: boolean }>;
    };
    const matches = (list: string[] | undefined, value: string) => {
      const allowed = list?.filter((entry) => !entry.startsWith("!")) ?? [];
      return (allowed.length === 0 || allowed.includes(value)) && !list?.includes(`!${value}`);
    };
    const refused = Object.entries(lock.packages)
      .filter(([, entry]) => matches(entry.os, process.platform) && matches(entry.cpu, process.arch))
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(process.version, entry.engines.node, { includePrerelease: true }))
      .map(([name, entry]) => `${name} wants node ${entry.engines?.node}`);
    expect(refused).toEqual([]);
  });
});

describe("firebase.json and the security rules", () => {
  const firebase = JSON.parse(read("firebase.json"));

  it("deploys the revalidation functions on a runtime Cloud Functions still supports, the one functions/package.json names", () => {
    const [functions] = firebase.functions;
    const engine = JSON.parse(read("functions/package.json")).engines.node;
    expect(functions.runtime).toBe(`nodejs${engine}`);
    // Node 20 reached its end of life on 2026-04-30; Cloud Functions deprecated its runtime then.
    expect(Number(engine)).toBeGreaterThanOrEqual(22);
  });

  it("points at the rules and indexes files", () => {
    expect(firebase.firestore).toEqual({ rules: "firestore.rules", indexes: "firestore.indexes.json" });
    expect(firebase.storage).toEqual({ rules: "storage.rules" });
  });

  it("allows no client access to Firestore or Storage", () => {
    for (const file of ["firestore.rules", "storage.rules"]) {
      const rules = read(file);
      const allows = [...rules.matchAll(/allow\s+([^:]+):\s*if\s+([^;]+);/g)].map(([, operations, condition]) => ({
        operations: operations?.trim(),
        condition: condition?.trim(),
      }));
      expect(allows, file).toEqual([{ operations: "read, write", condition: "false" }]);
      expect(rules, file).toMatch(/match \/\{(document|allPaths)=\*\*\}/);
    }
  });
});
