import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { errorText, log } from "@/lib/primitives/log";
import { processWide } from "@/lib/primitives/process-wide";

// The writer's pid tells a crashed write from one in progress.
const TEMPORARY = /^\..+\.(\d+)-[0-9a-f]+\.tmp$/;

// Process-wide: a set per server chunk would let one copy's first sweep delete a write another copy has in progress.
const writing = processWide("lexor.disk.writing", () => new Set<string>());

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// A restart can reuse the pid (in a container), so files under our own pid are abandoned unless a write of ours holds them.
export async function sweepAbandonedWrites(folder: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const name of names) {
    const pid = Number(TEMPORARY.exec(name)?.[1]);
    if (!pid) continue;
    const file = path.join(folder, name);
    if (pid === process.pid ? !writing.has(file) : !processAlive(pid)) await rm(file, { force: true });
  }
}

// A dot-file, so nothing watching the folder sees half a file; a crash leaves it for `sweepAbandonedWrites`.
export async function writeThroughTemporary(
  folder: string,
  label: string,
  bytes: Uint8Array | AsyncIterable<Uint8Array>,
  finish: (temporary: string) => Promise<void>,
  mode?: number,
): Promise<void> {
  const temporary = path.join(folder, `.${label}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`);
  writing.add(temporary);
  try {
    await writeFile(temporary, bytes, { flag: "wx", mode });
    await finish(temporary);
  } catch (error) {
    await rm(temporary, { force: true }).catch((cleanup: unknown) =>
      log.error("could not remove a temporary file", { file: temporary, error: errorText(cleanup) }),
    );
    throw error;
  } finally {
    writing.delete(temporary);
  }
}

export function preparedFolder(folder: string): () => Promise<void> {
  let ready: Promise<void> | undefined;
  return () => {
    ready ??= mkdir(folder, { recursive: true })
      .then(() => sweepAbandonedWrites(folder))
      .catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
    return ready;
  };
}
