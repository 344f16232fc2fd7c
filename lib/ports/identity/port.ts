import "server-only";

/** A signed-in staff member's session as the browser keeps it: an opaque token for an httpOnly cookie. */
export interface IssuedSession {
  token: string;
  email: string;
  expiresAt: Date;
}

export interface SessionIdentity {
  email: string;
  expiresAt: Date;
}

/**
 * The identity port: one-time sign-in codes for an address and the server-verified sessions they
 * open. Adapters refuse a code used before, expired or never issued, and a session expired, ended
 * or forged. Who may sign in at all is the staff feature's rule, checked before and after.
 */
export interface IdentityProvider {
  readonly kind: "email-link" | "firebase";
  /** A code that opens one session for `email`, once, within the adapter's link lifetime. */
  issueSignInCode(email: string): Promise<string>;
  redeemSignInCode(code: string): Promise<IssuedSession | null>;
  verifySession(token: string): Promise<SessionIdentity | null>;
  /** Ends the session; its token is refused from then on. */
  endSession(token: string): Promise<void>;
}

export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
