import { spawnSync } from "node:child_process";
import os from "node:os";
import { CHROMIUM_PATH } from "@/tests/support/chromium";

export function machineInfo(nginx: string | null) {
  const chromium = spawnSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8" });
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: chromium.status === 0 ? chromium.stdout.trim().split("\n")[0] : `unavailable at ${CHROMIUM_PATH}`,
    nginx,
  };
}
