// What the two hosts are told, read from the files they read: apphosting.yaml for App Hosting, the
// Dockerfile for a container host. The suite builds and starts the site from these, not from copies.
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { ROOT } from "@/tests/support/processes";

interface AppHostingVariable {
  variable: string;
  value?: string;
  secret?: string;
  availability?: ("BUILD" | "RUNTIME")[];
}

export interface AppHosting {
  buildCommand: string[];
  runCommand: string[];
  /** What ships: the paths outputFiles.serverApp.include lists. */
  outputFiles: string[];
  /** Variables given to the build, by name, with the file's values. */
  build: Record<string, string>;
  /** Plain values given at run time. */
  runtime: Record<string, string>;
  /** Secrets given at run time: only their names are in the file. */
  runtimeSecrets: string[];
}

export interface ContainerImage {
  /** The build arguments the Dockerfile declares. */
  buildArgs: string[];
  /** ENV of the final stage. */
  env: Record<string, string>;
  /** WORKDIR of the final stage, where the standalone folder is copied. */
  workdir: string;
  cmd: string[];
}

const words = (command: string) => command.trim().split(/\s+/);

export function readAppHosting(file = path.join(ROOT, "apphosting.yaml")): AppHosting {
  const yaml = parse(fs.readFileSync(file, "utf8")) as {
    scripts: { buildCommand: string; runCommand: string };
    outputFiles: { serverApp: { include: string[] } };
    env: AppHostingVariable[];
  };
  const available = (variable: AppHostingVariable, when: "BUILD" | "RUNTIME") => (variable.availability ?? ["BUILD", "RUNTIME"]).includes(when);
  const values = (when: "BUILD" | "RUNTIME") =>
    Object.fromEntries(yaml.env.filter((v) => v.value !== undefined && available(v, when)).map((v) => [v.variable, String(v.value)]));
  const buildSecrets = yaml.env.filter((v) => v.secret !== undefined && available(v, "BUILD")).map((v) => v.variable);
  if (buildSecrets.length > 0) throw new Error(`apphosting.yaml gives the build secrets the suite cannot supply: ${buildSecrets.join(", ")}`);
  return {
    buildCommand: words(yaml.scripts.buildCommand),
    runCommand: words(yaml.scripts.runCommand),
    outputFiles: yaml.outputFiles.serverApp.include,
    build: values("BUILD"),
    runtime: values("RUNTIME"),
    runtimeSecrets: yaml.env.filter((v) => v.secret !== undefined && available(v, "RUNTIME")).map((v) => v.variable),
  };
}

export function readDockerfile(file = path.join(ROOT, "Dockerfile")): ContainerImage {
  const lines = fs.readFileSync(file, "utf8").replace(/\\\n/g, " ").split("\n");
  const final = lines.slice(lines.findLastIndex((line) => /^FROM\s/i.test(line)));
  const env: Record<string, string> = {};
  for (const line of final.filter((l) => /^ENV\s/i.test(l))) {
    for (const pair of line
      .replace(/^ENV\s+/i, "")
      .trim()
      .split(/\s+/)) {
      const [name, ...value] = pair.split("=");
      if (name) env[name] = value.join("=");
    }
  }
  const cmd = final.find((l) => /^CMD\s/i.test(l));
  const workdir = final.find((l) => /^WORKDIR\s/i.test(l));
  if (!cmd || !workdir) throw new Error("the Dockerfile's final stage has no CMD or WORKDIR");
  return {
    buildArgs: lines
      .filter((l) => /^ARG\s/i.test(l))
      .map(
        (l) =>
          l
            .replace(/^ARG\s+/i, "")
            .split("=")[0]
            ?.trim() ?? "",
      ),
    env,
    workdir: workdir.replace(/^WORKDIR\s+/i, "").trim(),
    cmd: JSON.parse(cmd.replace(/^CMD\s+/i, "")) as string[],
  };
}

/** The site's own variables (every name .env.example documents): a host sets only what its file says. */
const SITE_VARIABLES = new Set([
  ...[...fs.readFileSync(path.join(ROOT, ".env.example"), "utf8").matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]),
  "NODE_ENV",
  "NEXT_PHASE",
]);

/** This machine's environment (its registry, certificates, Node) without any of the site's settings. */
export const machineEnv = (): Record<string, string> =>
  Object.fromEntries(Object.entries(process.env).flatMap(([name, value]) => (value === undefined || SITE_VARIABLES.has(name) ? [] : [[name, value]])));
