import "server-only";
import { createHash, randomUUID } from "node:crypto";
import type { ServerConfig } from "@/lib/primitives/config";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { emailAddressSchema } from "@/lib/primitives/domain/email-address";
import { SIGN_IN_COMPLETE_PATH } from "@/lib/ports/identity";
import type { IdentityProvider } from "@/lib/ports/identity/port";
import { html } from "@/lib/ports/mail/escape";
import { commitWithMail } from "@/lib/services/mail-delivery/outbox";
import { log } from "@/lib/primitives/log";
import { shutdown } from "@/lib/primitives/shutdown";
import { z } from "@/lib/primitives/zod";
import { staffOf } from "./access";

export const signInRequestSchema = z.strictObject({ email: emailAddressSchema() });
export const signInCompleteSchema = z.strictObject({ code: z.string().min(10).max(2000) });

export interface SignInDependencies {
  store: DocumentStore;
  provider: IdentityProvider;
  settings: Pick<ServerConfig, "STAFF_EMAILS" | "STAFF_DOMAIN" | "siteUrl" | "RATE_LIMIT_SCALE">;
  now?: () => Date;
}

function signInEmail(to: string, link: string): { to: string; subject: string; text: string; html: string } {
  return {
    to,
    subject: "Your Lexor staff sign-in link",
    text: `Sign in to the Lexor applicant inbox:\n\n${link}\n\nThe link works once, for 15 minutes. If you did not ask for it, ignore this email.\n`,
    html: html`<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5"><p>Sign in to the Lexor applicant inbox:</p><p><a href="${link}">Sign in</a></p><p>The link works once, for 15 minutes. If you did not ask for it, ignore this email.</p></body></html>`.toString(),
  };
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const liveLinkRef = (address: string) => ({ collection: COLLECTIONS.staffSignIns, id: `live-${sha256(address)}` });

/** The newest mailed link of an address is the only one that signs in: kept with the documents, so every instance agrees. */
async function markLive(store: DocumentStore, address: string, code: string): Promise<void> {
  const data = { code: sha256(code) };
  for (const op of ["update", "create", "update"] as const) {
    if ((await store.commit([{ op, ...liveLinkRef(address), data }])).committed) return;
  }
  throw new Error("the live sign-in link could not be recorded");
}

/**
 * Any other address gets the same answer and no email, so the form tells nobody who is staff. Past the
 * hourly cap an address gets no email either, and its newest mailed link stays the live one.
 */
export async function requestSignInLink(email: string, { store, provider, settings, now = () => new Date() }: SignInDependencies): Promise<void> {
  const address = email.trim().toLowerCase();
  const expiresAt = new Date(0);
  if (!staffOf({ email: address, expiresAt, grant: await provider.grantOf(address) }, settings)) {
    log.info("staff sign-in refused", { reason: "not on the allow-list" });
    return;
  }
  const code = await provider.issueSignInCode(address);
  const link = `${settings.siteUrl}${SIGN_IN_COMPLETE_PATH}?code=${encodeURIComponent(code)}`;
  const result = await commitWithMail(store, [], [{ kind: "staff-sign-in", content: signInEmail(address, link), scale: settings.RATE_LIMIT_SCALE }], {
    source: { collection: COLLECTIONS.staffSignIns, id: randomUUID() },
    now: now(),
  });
  if (!result.committed) throw new Error("the sign-in email could not be stored");
  if (result.messageIds.length === 0) return;
  await markLive(store, address, code);
}

/** The answer goes before any look-up, so an allowed and an unknown address take the same time to answer. */
export function startSignInLink(email: string, deps: SignInDependencies): void {
  const { pending } = shutdown();
  const work: Promise<void> = new Promise((resolve) => setImmediate(resolve))
    .then(() => requestSignInLink(email, deps))
    .catch((error: unknown) => log.error("staff sign-in link failed", { error: error instanceof Error ? error.message : String(error) }))
    .finally(() => pending.delete(work));
  pending.add(work);
}

export async function completeSignIn(code: string, { store, provider, settings }: Pick<SignInDependencies, "store" | "provider" | "settings">) {
  const session = await provider.redeemSignInCode(code);
  if (!session) return null;
  const live = await store.get(liveLinkRef(session.email).collection, liveLinkRef(session.email).id);
  if (live?.code !== sha256(code) || !staffOf({ ...session, grant: await provider.grantOf(session.email) }, settings)) {
    await provider.endSession(session.token);
    return null;
  }
  log.info("staff signed in", { staff: session.email });
  return session;
}
