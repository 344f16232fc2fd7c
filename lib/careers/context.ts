import { config } from "@/lib/config";
import { documents } from "@/lib/documents";
import { fileStore } from "@/lib/files";
import { signingSecret } from "@/lib/security/signing-secret";
import { mailDelayed } from "@/lib/mail-delivery/runtime";
import type { ApplicationDependencies } from "./submit-application";

/** The configured store, files, secret and hiring team address the careers rules need. */
export async function careersContext(): Promise<ApplicationDependencies> {
  const settings = config();
  return {
    store: await documents(),
    files: fileStore(),
    secret: signingSecret(settings),
    hiringTeamEmail: settings.HIRING_TEAM_EMAIL,
    mailDelayed,
  };
}
