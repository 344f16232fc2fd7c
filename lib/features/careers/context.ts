import { config } from "@/lib/primitives/config";
import { documents } from "@/lib/features/content/store";
import { fileStore } from "@/lib/ports/files";
import { signingSecret } from "@/lib/primitives/security/signing-secret";
import { mailDelayed } from "@/lib/services/mail-delivery/runtime";
import type { ApplicationDependencies } from "./submit-application";

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
