// A memory cgroup the size of a deployed instance (App Hosting's `memoryMiB`): Node reads the limit at
// start-up and sizes its heap from it, so a server started inside it manages memory as the instance's does.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./processes";

const V1 = "/sys/fs/cgroup/memory";
const V2 = "/sys/fs/cgroup";

export function instanceMemoryMiB(): number {
  const match = /^\s*memoryMiB:\s*(\d+)\s*$/m.exec(fs.readFileSync(path.join(ROOT, "apphosting.yaml"), "utf8"));
  if (!match?.[1]) throw new Error("apphosting.yaml names no runConfig.memoryMiB");
  return Number(match[1]);
}

export interface MemoryCgroup {
  readonly name: string;
  /** The file a process writes its own pid to, to join the cgroup before it starts Node. */
  readonly procs: string;
  remove(): void;
}

/** Needs root; cgroup v1's memory hierarchy, else v2 with the memory controller. */
export function memoryCgroup(name: string, mebibytes: number): MemoryCgroup {
  const bytes = String(mebibytes * 1024 * 1024);
  const v1 = fs.existsSync(V1);
  const dir = path.join(v1 ? V1 : V2, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, v1 ? "memory.limit_in_bytes" : "memory.max"), bytes);
  return {
    name,
    procs: path.join(dir, "cgroup.procs"),
    remove: () => fs.rmdirSync(dir),
  };
}

/** Whether the process `pid` runs in the cgroup `name`. */
export function inCgroup(pid: number, name: string): boolean {
  return fs
    .readFileSync(`/proc/${pid}/cgroup`, "utf8")
    .split("\n")
    .some((line) => line.endsWith(`/${name}`));
}
