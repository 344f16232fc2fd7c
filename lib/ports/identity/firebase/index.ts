import "server-only";
import type { App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import type { IdentityProvider } from "@/lib/ports/identity/port";

export interface FirebaseIdentityOptions {
  app: App;
  apiKey: string;
  continueUrl: string;
  sessionTtlMs: number;
  emulatorHost?: string;
}

const CODE = /^([A-Za-z0-9_-]{4,400})\.([A-Za-z0-9_-]{10,400})$/;

const secondsSince = (seconds: number) => Date.now() - seconds * 1000;

// Email-link sign-in done on the server: no Firebase script runs in the browser.
export function createFirebaseIdentity({ app, apiKey, continueUrl, sessionTtlMs, emulatorHost }: FirebaseIdentityOptions): IdentityProvider {
  const auth = getAuth(app);
  const toolkit = emulatorHost ? `http://${emulatorHost}/identitytoolkit.googleapis.com` : "https://identitytoolkit.googleapis.com";

  return {
    kind: "firebase",
    async issueSignInCode(email) {
      const link = await auth.generateSignInWithEmailLink(email, { url: continueUrl, handleCodeInApp: true });
      const oobCode = new URL(link).searchParams.get("oobCode");
      if (!oobCode) throw new Error("Firebase made a sign-in link without a code");
      return `${Buffer.from(email).toString("base64url")}.${oobCode}`;
    },
    async redeemSignInCode(code) {
      const match = CODE.exec(code);
      if (!match?.[1] || !match[2]) return null;
      const email = Buffer.from(match[1], "base64url").toString("utf8");
      const answer = await fetch(`${toolkit}/v1/accounts:signInWithEmailLink?key=${encodeURIComponent(apiKey)}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, oobCode: match[2] }),
        signal: AbortSignal.timeout(10_000),
      });
      if (answer.status === 400) return null;
      if (!answer.ok) throw new Error(`Identity Toolkit answered ${answer.status}`);
      const { idToken } = (await answer.json()) as { idToken?: string };
      if (!idToken) return null;
      const token = await auth.createSessionCookie(idToken, { expiresIn: sessionTtlMs });
      const decoded = await auth.verifySessionCookie(token, true);
      return { token, email: decoded.email ?? email, expiresAt: new Date(decoded.exp * 1000) };
    },
    async verifySession(token) {
      try {
        const decoded = await auth.verifySessionCookie(token, true);
        return decoded.email ? { email: decoded.email, expiresAt: new Date(decoded.exp * 1000) } : null;
      } catch {
        return null;
      }
    },
    async endSession(token) {
      let decoded: Awaited<ReturnType<typeof auth.verifySessionCookie>>;
      try {
        decoded = await auth.verifySessionCookie(token);
      } catch {
        return;
      }
      // Revocation counts whole seconds: a session from this second would outlive a revocation made in it.
      while (secondsSince(decoded.auth_time) < 1000) {
        await new Promise((resolve) => setTimeout(resolve, 1000 - secondsSince(decoded.auth_time)));
      }
      await auth.revokeRefreshTokens(decoded.sub);
    },
  };
}
