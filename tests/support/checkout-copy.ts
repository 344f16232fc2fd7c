import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "@/tests/support/processes";

/**
 * A copy of the checkout's tracked and unignored files, with node_modules hard-linked (or none, for
 * a test that installs them as a host would), for a test
 * that builds or runs the site without touching the .next and .data folders other suites use.
 */
export function copyCheckoutInto(folder: string): void {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT })
    .toString()
    .split("\0")
    .filter((file) => file !== "" && existsSync(path.join(ROOT, file)));
  execFileSync("cp", ["--parents", "-t", folder, ...files], { cwd: ROOT });
}

export function copyCheckout(prefix: string, { linkNodeModules = true } = {}): string {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  copyCheckoutInto(copy);
  if (!linkNodeModules) return copy;
  execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(copy, "node_modules")]);
  rmSync(path.join(copy, "node_modules/.vite"), { recursive: true, force: true });
  rmSync(path.join(copy, "node_modules/.cache"), { recursive: true, force: true });
  return copy;
}
