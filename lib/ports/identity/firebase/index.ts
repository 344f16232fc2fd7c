import "server-only";
import type { App } from "firebase-admin/app";
import { getAuth, type UserRecord } from "firebase-admin/auth";
import { FieldValue, getFirestore, type Timestamp } from "firebase-admin/firestore";
import { apiTokenId, newApiToken, sameHash } from "@/lib/ports/identity/api-token";
import type { AccessGrant, ApiTokenRecord, IdentityProvider } from "@/lib/ports/identity/port";

export interface FirebaseIdentityOptions {
  app: App;
  apiKey: string;
  continueUrl: string;
  sessionTtlMs: number;
  emulatorHost?: string;
}

const CODE = /^([A-Za-z0-9_-]{4,400})\.([A-Za-z0-9_-]{10,400})$/;

const secondsSince = (seconds: number) => Date.now() - seconds * 1000;
const untilNextSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));

function grantOfUser(user: UserRecord): AccessGrant | null {
  const grant = user.customClaims?.grant as { role?: unknown; scopes?: unknown } | undefined;
  if (!user.email || typeof grant?.role !== "string" || !Array.isArray(grant.scopes)) return null;
  return { email: user.email, role: grant.role, scopes: grant.scopes.filter((scope): scope is string => typeof scope === "string") };
}

type TokenDocument = { hash: string; email: string; label: string; createdAt: Timestamp; lastUsedAt: Timestamp | null };
const tokenOfDocument = (id: string, data: TokenDocument): ApiTokenRecord => ({
  id,
  email: data.email,
  label: data.label,
  createdAt: data.createdAt.toDate(),
  lastUsedAt: data.lastUsedAt ? data.lastUsedAt.toDate() : null,
});

export const API_TOKENS_COLLECTION = "staffApiTokens";

const isMissingUser = (error: unknown) => (error as { code?: string }).code === "auth/user-not-found";

// Email-link sign-in done on the server: no Firebase script runs in the browser. A grant is the
// user's custom claim `grant`, read from the user record on every verification (docs/decisions.md).
export function createFirebaseIdentity({ app, apiKey, continueUrl, sessionTtlMs, emulatorHost }: FirebaseIdentityOptions): IdentityProvider {
  const auth = getAuth(app);
  const tokens = () => getFirestore(app).collection(API_TOKENS_COLLECTION);
  const userOf = async (email: string) => {
    try {
      return await auth.getUserByEmail(email);
    } catch (error) {
      if (isMissingUser(error)) return null;
      throw error;
    }
  };
  // Revocation counts whole seconds: it is made in the next second, so it covers every session opened before it.
  const endSessionsOf = async (uid: string) => {
    await untilNextSecond();
    await auth.revokeRefreshTokens(uid);
  };
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
      let decoded: Awaited<ReturnType<typeof auth.verifySessionCookie>>;
      try {
        decoded = await auth.verifySessionCookie(token);
      } catch {
        return null;
      }
      const user = await auth.getUser(decoded.uid).catch(() => null);
      const validSince = user?.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
      if (!user?.email || user.disabled || decoded.auth_time * 1000 < validSince) return null;
      return { email: user.email, expiresAt: new Date(decoded.exp * 1000), grant: grantOfUser(user) };
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
    async listGrants() {
      const grants: AccessGrant[] = [];
      let pageToken: string | undefined;
      do {
        const page = await auth.listUsers(1000, pageToken);
        for (const user of page.users) {
          const grant = grantOfUser(user);
          if (grant) grants.push(grant);
        }
        pageToken = page.pageToken;
      } while (pageToken);
      return grants.sort((a, b) => a.email.localeCompare(b.email));
    },
    async grantOf(email) {
      const user = await userOf(email);
      return user ? grantOfUser(user) : null;
    },
    async saveGrant({ email, role, scopes }) {
      const user = (await userOf(email)) ?? (await auth.createUser({ email }));
      await auth.setCustomUserClaims(user.uid, { ...user.customClaims, grant: { role, scopes } });
      if (grantOfUser(user)) await endSessionsOf(user.uid);
    },
    async removeGrant(email) {
      const owned = await tokens().where("email", "==", email).get();
      await Promise.all(owned.docs.map((doc) => doc.ref.delete()));
      const user = await userOf(email);
      if (!user) return;
      const { grant: _removed, ...claims } = user.customClaims ?? {};
      await auth.setCustomUserClaims(user.uid, claims);
      await endSessionsOf(user.uid);
    },
    async issueApiToken(email, label) {
      const { id, token, hash } = newApiToken();
      await tokens().doc(id).create({ hash, email, label, createdAt: FieldValue.serverTimestamp(), lastUsedAt: null });
      const stored = (await tokens().doc(id).get()).data() as TokenDocument;
      return { token, record: tokenOfDocument(id, stored) };
    },
    async listApiTokens() {
      const snapshot = await tokens().get();
      return snapshot.docs
        .map((doc) => tokenOfDocument(doc.id, doc.data() as TokenDocument))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    },
    async revokeApiToken(id) {
      await tokens().doc(id).delete();
    },
    async verifyApiToken(token) {
      const id = apiTokenId(token);
      if (!id) return null;
      const doc = await tokens().doc(id).get();
      const data = doc.data() as TokenDocument | undefined;
      if (!data || !sameHash(data.hash, token)) return null;
      await doc.ref.update({ lastUsedAt: FieldValue.serverTimestamp() });
      const user = await userOf(data.email);
      return { email: data.email, grant: user && !user.disabled ? grantOfUser(user) : null };
    },
  };
}
