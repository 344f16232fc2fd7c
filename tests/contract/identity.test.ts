import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmailLinkIdentity } from "@/lib/ports/identity/email-link";
import { createFirebaseIdentity } from "@/lib/ports/identity/firebase";
import { API_TOKEN, type IdentityProvider, SIGN_IN_LINK_TTL_MS } from "@/lib/ports/identity/port";
import { type AuthEmulator, startAuthEmulator } from "@/tests/support/auth-emulator";
import { type FirestoreEmulator, startFirestoreEmulator } from "@/tests/support/firestore-emulator";

const scratch = mkdtempSync(path.join(tmpdir(), "lexor-identity-"));
const HOUR = 3_600_000;
let emulator: AuthEmulator;
let firestore: FirestoreEmulator;
let firebaseApp: ReturnType<typeof initializeApp>;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  firestore = await startFirestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  firebaseApp = initializeApp({ projectId: emulator.projectId }, "identity-contract");
}, 300_000);

afterAll(async () => {
  await deleteApp(firebaseApp);
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  delete process.env.FIRESTORE_EMULATOR_HOST;
  firestore?.stop();
  await emulator?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const adapters: Array<[string, () => IdentityProvider]> = [
  ["email-link", () => createEmailLinkIdentity({ filePath: path.join(scratch, `identity-${Math.random()}.sqlite`), sessionTtlMs: HOUR })],
  [
    "firebase",
    () =>
      createFirebaseIdentity({
        app: firebaseApp,
        apiKey: "emulator",
        continueUrl: "http://127.0.0.1:3999/staff/sign-in/complete",
        sessionTtlMs: HOUR,
        emulatorHost: emulator.host,
      }),
  ],
];

describe.each(adapters)("identity port: %s", (_name, make) => {
  let provider: IdentityProvider;
  beforeAll(() => {
    provider = make();
  });

  it("opens a session for the address a code was issued to, and the session verifies", async () => {
    const code = await provider.issueSignInCode("ada@lexor.example");
    const session = await provider.redeemSignInCode(code);
    expect(session?.email).toBe("ada@lexor.example");
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + HOUR / 2);
    expect(session?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + HOUR + 1000);
    const verified = await provider.verifySession(session?.token ?? "");
    expect(verified?.email).toBe("ada@lexor.example");
  });

  it("redeems a code once", async () => {
    const code = await provider.issueSignInCode("grace@lexor.example");
    expect(await provider.redeemSignInCode(code)).not.toBeNull();
    expect(await provider.redeemSignInCode(code)).toBeNull();
  });

  it("refuses codes and sessions it never issued, and altered ones", async () => {
    const code = await provider.issueSignInCode("alan@lexor.example");
    expect(await provider.redeemSignInCode(`${code.slice(0, -2)}${code.endsWith("AA") ? "BB" : "AA"}`)).toBeNull();
    expect(await provider.redeemSignInCode("not-a-code")).toBeNull();
    const session = await provider.redeemSignInCode(code);
    const token = session?.token ?? "";
    expect(await provider.verifySession(`${token.slice(0, -3)}${token.endsWith("xyz") ? "abc" : "xyz"}`)).toBeNull();
    expect(await provider.verifySession("")).toBeNull();
  });

  it("refuses a session once it is ended", async () => {
    const session = await provider.redeemSignInCode(await provider.issueSignInCode("barbara@lexor.example"));
    const token = session?.token ?? "";
    expect(await provider.verifySession(token)).not.toBeNull();
    await provider.endSession(token);
    expect(await provider.verifySession(token)).toBeNull();
  });
  const sessionOf = async (email: string) => (await provider.redeemSignInCode(await provider.issueSignInCode(email)))?.token ?? "";

  it("keeps grants, reads them on every verification, and lists them", async () => {
    const token = await sessionOf("ines@lexor.example");
    expect((await provider.verifySession(token))?.grant).toBeNull();
    await provider.saveGrant({ email: "ines@lexor.example", role: "hiring", scopes: ["engineering", "design"] });
    await provider.saveGrant({ email: "invited@lexor.example", role: "editor", scopes: [] });
    expect((await provider.verifySession(token))?.grant).toEqual({ email: "ines@lexor.example", role: "hiring", scopes: ["engineering", "design"] });
    expect(await provider.grantOf("invited@lexor.example")).toEqual({ email: "invited@lexor.example", role: "editor", scopes: [] });
    expect(await provider.grantOf("nobody@lexor.example")).toBeNull();
    const listed = await provider.listGrants();
    expect(listed.filter((grant) => grant.email === "ines@lexor.example" || grant.email === "invited@lexor.example").map((grant) => grant.email)).toEqual([
      "ines@lexor.example",
      "invited@lexor.example",
    ]);
  });

  it("ends every session of an address whose grant changes or is removed", async () => {
    await provider.saveGrant({ email: "joan@lexor.example", role: "admin", scopes: [] });
    const first = await sessionOf("joan@lexor.example");
    const second = await sessionOf("joan@lexor.example");
    const bystander = await sessionOf("kay@lexor.example");
    expect((await provider.verifySession(first))?.grant?.role).toBe("admin");
    await provider.saveGrant({ email: "joan@lexor.example", role: "editor", scopes: [] });
    expect(await provider.verifySession(first)).toBeNull();
    expect(await provider.verifySession(second)).toBeNull();
    const after = await sessionOf("joan@lexor.example");
    expect((await provider.verifySession(after))?.grant?.role).toBe("editor");
    await provider.removeGrant("joan@lexor.example");
    expect(await provider.verifySession(after)).toBeNull();
    expect(await provider.grantOf("joan@lexor.example")).toBeNull();
    expect(await provider.verifySession(bystander)).not.toBeNull();
  });

  it("issues an API token once, keeps only its hash, and resolves it to the member's current grant", async () => {
    await provider.saveGrant({ email: "lin@lexor.example", role: "editor", scopes: [] });
    const before = Date.now();
    const { token, record } = await provider.issueApiToken("lin@lexor.example", "laptop push");
    expect(token).toMatch(API_TOKEN);
    expect(record).toMatchObject({ email: "lin@lexor.example", label: "laptop push", lastUsedAt: null });
    expect(record.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const listed = (await provider.listApiTokens()).find((entry) => entry.id === record.id);
    expect(listed).toMatchObject({ email: "lin@lexor.example", label: "laptop push", lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(token.slice(21));
    expect(await provider.verifyApiToken(token)).toEqual({ email: "lin@lexor.example", grant: { email: "lin@lexor.example", role: "editor", scopes: [] } });
    expect((await provider.listApiTokens()).find((entry) => entry.id === record.id)?.lastUsedAt).toBeInstanceOf(Date);
    await provider.saveGrant({ email: "lin@lexor.example", role: "hiring", scopes: ["design"] });
    expect((await provider.verifyApiToken(token))?.grant?.role).toBe("hiring");
    await provider.saveGrant({ email: "kim@lexor.example", role: "editor", scopes: [] });
    const kept = await provider.issueApiToken("kim@lexor.example", "kept");
    await provider.removeGrant("lin@lexor.example");
    expect(await provider.verifyApiToken(token)).toBeNull();
    expect((await provider.listApiTokens()).filter((entry) => entry.email === "lin@lexor.example")).toEqual([]);
    expect(await provider.verifyApiToken(kept.token)).not.toBeNull();
  });

  it("refuses an API token it never issued, an altered one, and one that is revoked", async () => {
    const { token, record } = await provider.issueApiToken("mo@lexor.example", "ci");
    const other = await provider.issueApiToken("mo@lexor.example", "second");
    expect(await provider.verifyApiToken(`${token.slice(0, -3)}${token.endsWith("xyz") ? "abc" : "xyz"}`)).toBeNull();
    expect(await provider.verifyApiToken(`lxr_0000000000000000_${"A".repeat(43)}`)).toBeNull();
    expect(await provider.verifyApiToken("")).toBeNull();
    await provider.revokeApiToken(record.id);
    expect(await provider.verifyApiToken(token)).toBeNull();
    expect((await provider.listApiTokens()).some((entry) => entry.id === record.id)).toBe(false);
    expect(await provider.verifyApiToken(other.token)).not.toBeNull();
  });
});

describe("identity port: email-link expiry", () => {
  it("refuses a code after the link lifetime and a session after the session lifetime", async () => {
    let now = Date.now();
    const provider = createEmailLinkIdentity({ filePath: path.join(scratch, "expiry.sqlite"), sessionTtlMs: HOUR, now: () => now });
    const late = await provider.issueSignInCode("ada@lexor.example");
    const code = await provider.issueSignInCode("ada@lexor.example");
    const session = await provider.redeemSignInCode(code);
    now += SIGN_IN_LINK_TTL_MS;
    expect(await provider.redeemSignInCode(late)).toBeNull();
    expect(await provider.verifySession(session?.token ?? "")).not.toBeNull();
    now += HOUR;
    expect(await provider.verifySession(session?.token ?? "")).toBeNull();
  });
});
