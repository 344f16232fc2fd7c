import "server-only";

export interface IssuedSession {
  token: string;
  email: string;
  expiresAt: Date;
}

export interface SessionIdentity {
  email: string;
  expiresAt: Date;
}

// Who may sign in at all is the staff feature's rule, checked before and after.
export interface IdentityProvider {
  readonly kind: "email-link" | "firebase";
  issueSignInCode(email: string): Promise<string>;
  redeemSignInCode(code: string): Promise<IssuedSession | null>;
  verifySession(token: string): Promise<SessionIdentity | null>;
  endSession(token: string): Promise<void>;
}

export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
