import "server-only";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Database } from "@/lib/primitives/sqlite-driver";
import { type IdentityProvider, SIGN_IN_LINK_TTL_MS } from "@/lib/ports/identity/port";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS sign_in_codes (hash TEXT PRIMARY KEY, email TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS sessions (hash TEXT PRIMARY KEY, email TEXT NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID;
`;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

export interface EmailLinkOptions {
  filePath: string;
  sessionTtlMs: number;
  linkTtlMs?: number;
  now?: () => number;
}

// Codes and session tokens are kept only as SHA-256 hashes, so a copy of the file opens no session.
export function createEmailLinkIdentity({ filePath, sessionTtlMs, linkTtlMs = SIGN_IN_LINK_TTL_MS, now = Date.now }: EmailLinkOptions): IdentityProvider {
  fs.mkdirSync(path.dirname(filePath), { recursive: true });
  const db = new Database(filePath);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.exec(SCHEMA);
  const statements = {
    addCode: db.prepare<[string, string, number]>("INSERT INTO sign_in_codes (hash, email, expires_at) VALUES (?, ?, ?)"),
    useCode: db.prepare<[number, string, number], { email: string }>(
      "UPDATE sign_in_codes SET used_at = ? WHERE hash = ? AND used_at IS NULL AND expires_at > ? RETURNING email",
    ),
    addSession: db.prepare<[string, string, number]>("INSERT INTO sessions (hash, email, expires_at) VALUES (?, ?, ?)"),
    session: db.prepare<[string, number], { email: string; expires_at: number }>(
      "SELECT email, expires_at FROM sessions WHERE hash = ? AND expires_at > ?",
    ),
    endSession: db.prepare<[string]>("DELETE FROM sessions WHERE hash = ?"),
    pruneSessions: db.prepare<[number]>("DELETE FROM sessions WHERE expires_at <= ?"),
    pruneCodes: db.prepare<[number]>("DELETE FROM sign_in_codes WHERE expires_at <= ?"),
  };

  return {
    kind: "email-link",
    async issueSignInCode(email) {
      const code = newToken();
      statements.pruneCodes.run(now());
      statements.addCode.run(hashOf(code), email, now() + linkTtlMs);
      return code;
    },
    async redeemSignInCode(code) {
      if (!TOKEN.test(code)) return null;
      const at = now();
      const used = statements.useCode.get(at, hashOf(code), at);
      if (!used) return null;
      statements.pruneSessions.run(at);
      const token = newToken();
      const expiresAt = at + sessionTtlMs;
      statements.addSession.run(hashOf(token), used.email, expiresAt);
      return { token, email: used.email, expiresAt: new Date(expiresAt) };
    },
    async verifySession(token) {
      if (!TOKEN.test(token)) return null;
      const row = statements.session.get(hashOf(token), now());
      return row ? { email: row.email, expiresAt: new Date(row.expires_at) } : null;
    },
    async endSession(token) {
      if (TOKEN.test(token)) statements.endSession.run(hashOf(token));
    },
  };
}
