import "server-only";
import { randomUUID } from "node:crypto";
import type { ServerConfig } from "@/lib/primitives/config";
import { COLLECTIONS, type DocumentStore } from "@/lib/ports/documents/port";
import { emailAddressSchema } from "@/lib/primitives/domain/email-address";
import { SIGN_IN_COMPLETE_PATH } from "@/lib/ports/identity";
import type { IdentityProvider } from "@/lib/ports/identity/port";
import { html } from "@/lib/ports/mail/escape";
import { commitWithMail } from "@/lib/services/mail-delivery/outbox";
import { log } from "@/lib/primitives/log";
import { z } from "@/lib/primitives/zod";
import { staffOf } from "./access";

export const signInRequestSchema = z.strictObject({ email: emailAddressSchema() });
export const signInCompleteSchema = z.strictObject({ code: z.string().min(10).max(2000) });

export interface SignInDependencies {
  store: DocumentStore;
  provider: IdentityProvider;
  settings: Pick<ServerConfig, "STAFF_EMAILS" | "STAFF_DOMAIN" | "siteUrl">;
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

/** Any other address gets the same answer and no email, so the form tells nobody who is staff. */
export async function requestSignInLink(email: string, { store, provider, settings, now = () => new Date() }: SignInDependencies): Promise<void> {
  const address = email.trim().toLowerCase();
  const expiresAt = new Date(0);
  if (!staffOf({ email: address, expiresAt, grant: await provider.grantOf(address) }, settings)) {
    log.info("staff sign-in refused", { reason: "not on the allow-list" });
    return;
  }
  const code = await provider.issueSignInCode(address);
  const link = `${settings.siteUrl}${SIGN_IN_COMPLETE_PATH}?code=${encodeURIComponent(code)}`;
  const result = await commitWithMail(store, [], [{ kind: "staff-sign-in", content: signInEmail(address, link) }], {
    source: { collection: COLLECTIONS.staffSignIns, id: randomUUID() },
    now: now(),
  });
  if (!result.committed) throw new Error("the sign-in email could not be stored");
}

export async function completeSignIn(code: string, { provider, settings }: Pick<SignInDependencies, "provider" | "settings">) {
  const session = await provider.redeemSignInCode(code);
  if (!session) return null;
  if (!staffOf({ ...session, grant: await provider.grantOf(session.email) }, settings)) {
    await provider.endSession(session.token);
    return null;
  }
  log.info("staff signed in", { staff: session.email });
  return session;
}
