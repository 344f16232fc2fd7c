import "server-only";

export interface IssuedSession {
  token: string;
  email: string;
  expiresAt: Date;
}

/** What an address may do, as the feature that grants it names it: a role and the scopes it is limited to. */
export interface AccessGrant {
  email: string;
  role: string;
  scopes: string[];
}

export interface SessionIdentity {
  email: string;
  expiresAt: Date;
  /** Read from the stored record on every verification, never from the session itself. */
  grant: AccessGrant | null;
}

export interface ApiTokenRecord {
  id: string;
  email: string;
  label: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface IssuedApiToken {
  token: string;
  record: ApiTokenRecord;
}

// Who may sign in at all is the staff feature's rule, checked before and after.
export interface IdentityProvider {
  readonly kind: "email-link" | "firebase";
  issueSignInCode(email: string): Promise<string>;
  redeemSignInCode(code: string): Promise<IssuedSession | null>;
  verifySession(token: string): Promise<SessionIdentity | null>;
  endSession(token: string): Promise<void>;
  listGrants(): Promise<AccessGrant[]>;
  grantOf(email: string): Promise<AccessGrant | null>;
  /** Changing an existing grant ends every session of its address. */
  saveGrant(grant: AccessGrant): Promise<void>;
  /** Ends every session of the address and revokes its API tokens as well. */
  removeGrant(email: string): Promise<void>;
  /** Kept only as a SHA-256 hash: the token is returned once. */
  issueApiToken(email: string, label: string): Promise<IssuedApiToken>;
  listApiTokens(): Promise<ApiTokenRecord[]>;
  revokeApiToken(id: string): Promise<void>;
  /** Marks the token used; the grant is read from the stored record, as for a session. */
  verifyApiToken(token: string): Promise<{ email: string; grant: AccessGrant | null } | null>;
}

export const API_TOKEN = /^lxr_([a-f0-9]{16})_([A-Za-z0-9_-]{43})$/;

export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
