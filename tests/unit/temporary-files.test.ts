import fs from "node:fs";
import { rename } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { twoCopies } from "@/tests/support/module-copies";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-temporary-files-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("a write in progress in one copy of the temporary-files module", () => {
  it("survives the first sweep of another copy, and lands", async () => {
    const [writer, sweeper] = await twoCopies(() => import("@/lib/primitives/disk/temporary-files"));

    let holding: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    let temporaryName = "";
    const target = path.join(folder, "landed.txt");
    const write = writer.writeThroughTemporary(folder, "file", new TextEncoder().encode("whole"), async (temporary) => {
      temporaryName = temporary;
      await held;
      await rename(temporary, target);
    });
    await vi.waitFor(() => expect(temporaryName).not.toBe(""));

    await sweeper.sweepAbandonedWrites(folder);

    expect(fs.existsSync(temporaryName)).toBe(true);
    holding?.();
    await write;
    expect(fs.readFileSync(target, "utf8")).toBe("whole");
  });
});
