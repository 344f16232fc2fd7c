import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ServerConfig } from "@/lib/config";

type SigningSettings = Pick<ServerConfig, "FILE_SIGNING_SECRET" | "dataDir">;

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const UNIX_SECONDS = /^\d{1,12}$/;

function digest(secret: string, key: string, expiresAt: number): Buffer {
  // The expiry is all digits, so the newline cannot be forged from either side.
  return createHmac("sha256", secret).update(`v1\n${expiresAt}\n${key}`).digest();
}

export function signDownload(secret: string, key: string, expiresAt: number): string {
  return digest(secret, key, expiresAt).toString("base64url");
}

/** True only for an untampered signature of this key whose expiry is still in the future. */
export function verifyDownload(
  secret: string,
  key: string,
  expiresAt: string | null,
  signature: string | null,
  now = Date.now(),
): boolean {
  if (!expiresAt || !signature || !UNIX_SECONDS.test(expiresAt) || !SIGNATURE.test(signature)) return false;
  const expires = Number(expiresAt);
  if (expires * 1000 <= now) return false;
  return timingSafeEqual(digest(secret, key, expires), Buffer.from(signature, "base64url"));
}

const generated = new Map<string, string>();

/**
 * FILE_SIGNING_SECRET when configured; otherwise a random secret kept in `{dataDir}/signing-secret`
 * so links handed out before a restart keep working after it.
 */
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
