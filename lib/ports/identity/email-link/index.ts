import "server-only";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Database } from "@/lib/primitives/sqlite-driver";
import { apiTokenId, newApiToken, sameHash } from "@/lib/ports/identity/api-token";
import { type AccessGrant, type ApiTokenRecord, type IdentityProvider, SIGN_IN_LINK_TTL_MS } from "@/lib/ports/identity/port";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS sign_in_codes (hash TEXT PRIMARY KEY, email TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS sessions (hash TEXT PRIMARY KEY, email TEXT NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS sessions_by_email ON sessions (email);
CREATE TABLE IF NOT EXISTS grants (email TEXT PRIMARY KEY, role TEXT NOT NULL, scopes TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS api_tokens (id TEXT PRIMARY KEY, hash TEXT NOT NULL, email TEXT NOT NULL, label TEXT NOT NULL, created_at INTEGER NOT NULL, last_used_at INTEGER) WITHOUT ROWID;
`;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

type GrantRow = { email: string; role: string; scopes: string };
type TokenRow = { id: string; hash: string; email: string; label: string; created_at: number; last_used_at: number | null };
const tokenOfRow = (row: TokenRow): ApiTokenRecord => ({
  id: row.id,
  email: row.email,
  label: row.label,
  createdAt: new Date(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at),
});
const grantOfRow = (row: GrantRow | undefined): AccessGrant | null =>
  row ? { email: row.email, role: row.role, scopes: JSON.parse(row.scopes) as string[] } : null;

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
    session: db.prepare<[string, number], { email: string; expires_at: number } & Partial<GrantRow>>(
      "SELECT s.email, s.expires_at, g.role, g.scopes FROM sessions s LEFT JOIN grants g ON g.email = s.email WHERE s.hash = ? AND s.expires_at > ?",
    ),
    grants: db.prepare<[], GrantRow>("SELECT email, role, scopes FROM grants ORDER BY email"),
    grant: db.prepare<[string], GrantRow>("SELECT email, role, scopes FROM grants WHERE email = ?"),
    saveGrant: db.prepare<[string, string, string]>(
      "INSERT INTO grants (email, role, scopes) VALUES (?, ?, ?) ON CONFLICT (email) DO UPDATE SET role = excluded.role, scopes = excluded.scopes",
    ),
    removeGrant: db.prepare<[string]>("DELETE FROM grants WHERE email = ?"),
    endSessionsOf: db.prepare<[string]>("DELETE FROM sessions WHERE email = ?"),
    endSession: db.prepare<[string]>("DELETE FROM sessions WHERE hash = ?"),
    pruneSessions: db.prepare<[number]>("DELETE FROM sessions WHERE expires_at <= ?"),
    pruneCodes: db.prepare<[number]>("DELETE FROM sign_in_codes WHERE expires_at <= ?"),
    addToken: db.prepare<[string, string, string, string, number]>("INSERT INTO api_tokens (id, hash, email, label, created_at) VALUES (?, ?, ?, ?, ?)"),
    tokens: db.prepare<[], TokenRow>("SELECT * FROM api_tokens ORDER BY created_at, id"),
    token: db.prepare<[string], TokenRow>("SELECT * FROM api_tokens WHERE id = ?"),
    useToken: db.prepare<[number, string]>("UPDATE api_tokens SET last_used_at = ? WHERE id = ?"),
    revokeToken: db.prepare<[string]>("DELETE FROM api_tokens WHERE id = ?"),
    revokeTokensOf: db.prepare<[string]>("DELETE FROM api_tokens WHERE email = ?"),
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
      if (!row) return null;
      const grant = row.role && row.scopes ? grantOfRow({ email: row.email, role: row.role, scopes: row.scopes }) : null;
      return { email: row.email, expiresAt: new Date(row.expires_at), grant };
    },
    async endSession(token) {
      if (TOKEN.test(token)) statements.endSession.run(hashOf(token));
    },
    async listGrants() {
      return statements.grants.all().map((row) => grantOfRow(row) as AccessGrant);
    },
    async grantOf(email) {
      return grantOfRow(statements.grant.get(email));
    },
    async saveGrant({ email, role, scopes }) {
      db.transaction(() => {
        if (statements.grant.get(email)) statements.endSessionsOf.run(email);
        statements.saveGrant.run(email, role, JSON.stringify(scopes));
      })();
    },
    async removeGrant(email) {
      db.transaction(() => {
        statements.removeGrant.run(email);
        statements.endSessionsOf.run(email);
        statements.revokeTokensOf.run(email);
      })();
    },
    async issueApiToken(email, label) {
      const { id, token, hash } = newApiToken();
      const createdAt = now();
      statements.addToken.run(id, hash, email, label, createdAt);
      return { token, record: { id, email, label, createdAt: new Date(createdAt), lastUsedAt: null } };
    },
    async listApiTokens() {
      return statements.tokens.all().map(tokenOfRow);
    },
    async revokeApiToken(id) {
      statements.revokeToken.run(id);
    },
    async verifyApiToken(token) {
      const id = apiTokenId(token);
      const row = id ? statements.token.get(id) : undefined;
      if (!row || !sameHash(row.hash, token)) return null;
      statements.useToken.run(now(), row.id);
      return { email: row.email, grant: grantOfRow(statements.grant.get(row.email)) };
    },
  };
}
