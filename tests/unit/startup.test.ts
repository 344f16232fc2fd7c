import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveConfig } from "@/lib/primitives/config";
import { scratchFolder } from "@/lib/ports/files/local";
import { sweepEmbeddedFolders } from "@/lib/runtime/startup";

describe("a server starting after a crash", () => {
  it("clears the half-written files of the killed process from the files and outbox folders, and keeps finished files", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-startup-"));
    const settings = resolveConfig({ DATA_DIR: dataDir });
    const killed = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout;
    const folders = [scratchFolder(settings.filesDir), settings.outboxDir];
    for (const folder of folders) {
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, `.half-written.${killed}-0a1b2c3d.tmp`), "partial");
    }
    fs.writeFileSync(path.join(settings.outboxDir, "1795238900063-60b1abeb.eml"), "sent");

    await sweepEmbeddedFolders(settings);

    expect(fs.readdirSync(folders[0] as string)).toEqual([]);
    expect(fs.readdirSync(settings.outboxDir)).toEqual(["1795238900063-60b1abeb.eml"]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("has nothing to do before the folders exist", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-startup-"));
    await expect(sweepEmbeddedFolders(resolveConfig({ DATA_DIR: dataDir }))).resolves.toBeUndefined();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
