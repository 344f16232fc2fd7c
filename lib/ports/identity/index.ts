import "server-only";
import path from "node:path";
import { config } from "@/lib/primitives/config";
import { firebaseAdminApp } from "@/lib/primitives/firebase/admin";
import { createEmailLinkIdentity } from "@/lib/ports/identity/email-link";
import { createFirebaseIdentity } from "@/lib/ports/identity/firebase";
import type { IdentityProvider } from "@/lib/ports/identity/port";
import { processWide } from "@/lib/primitives/process-wide";

export const SIGN_IN_COMPLETE_PATH = "/staff/sign-in/complete";

const opened = processWide("lexor.identity.opened", (): { provider?: IdentityProvider } => ({}));

export function identity(): IdentityProvider {
  if (opened.provider) return opened.provider;
  const settings = config();
  const sessionTtlMs = settings.STAFF_SESSION_HOURS * 3_600_000;
  opened.provider =
    settings.adapters.identity === "firebase"
      ? createFirebaseIdentity({
          app: firebaseAdminApp(settings),
          apiKey: settings.FIREBASE_WEB_API_KEY ?? (settings.FIREBASE_AUTH_EMULATOR_HOST ? "emulator" : ""),
          continueUrl: `${settings.siteUrl}${SIGN_IN_COMPLETE_PATH}`,
          sessionTtlMs,
          emulatorHost: settings.FIREBASE_AUTH_EMULATOR_HOST,
        })
      : createEmailLinkIdentity({ filePath: path.join(settings.dataDir, "identity.sqlite"), sessionTtlMs });
  return opened.provider;
}
