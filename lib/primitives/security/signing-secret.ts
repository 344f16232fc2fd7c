import "server-only";
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ServerConfig } from "@/lib/primitives/config";

type SigningSettings = Pick<ServerConfig, "FILE_SIGNING_SECRET" | "dataDir">;

const generated = new Map<string, string>();

// Kept in a file so links handed out before a restart keep working after it.
export function signingSecret(settings: SigningSettings): string {
  if (settings.FILE_SIGNING_SECRET) return settings.FILE_SIGNING_SECRET;
  const file = path.join(settings.dataDir, "signing-secret");
  let secret = generated.get(file);
  if (!secret) {
    secret = readOrCreateSecret(file);
    generated.set(file, secret);
  }
  return secret;
}

function readOrCreateSecret(file: string): string {
  try {
    return readExisting(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const candidate = randomBytes(32).toString("hex");
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temporary, candidate, { mode: 0o600, flag: "wx" });
  try {
    // link() fails when the file exists, so two processes starting together agree on one secret.
    linkSync(temporary, file);
    return candidate;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readExisting(file);
  } finally {
    unlinkSync(temporary);
  }
}

function readExisting(file: string): string {
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable signing secret`);
  return secret;
}
