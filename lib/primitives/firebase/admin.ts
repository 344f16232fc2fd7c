import { type App, cert, getApp, getApps, initializeApp } from "firebase-admin/app";
import type { ServerConfig } from "@/lib/primitives/config";

const APP_NAME = "lexor";

/**
 * The firebase-admin app shared by the Firestore and Storage adapters. Credentials come from
 * FIREBASE_CLIENT_EMAIL + FIREBASE_PRIVATE_KEY when given, otherwise from Application Default
 * Credentials (GOOGLE_APPLICATION_CREDENTIALS, or the metadata server on Google's hosts). The
 * project and bucket are the ones configuration resolved (explicit variables, then what Google's
 * hosts set).
 */
export function firebaseAdminApp(settings: ServerConfig, name = APP_NAME): App {
  if (getApps().some((app) => app.name === name)) return getApp(name);
  const credential =
    settings.FIREBASE_CLIENT_EMAIL && settings.FIREBASE_PRIVATE_KEY && settings.projectId
      ? cert({
          projectId: settings.projectId,
          clientEmail: settings.FIREBASE_CLIENT_EMAIL,
          // Hosts that store the key in one line keep its newlines escaped.
          privateKey: settings.FIREBASE_PRIVATE_KEY.replace(/\\n/g, "\n"),
        })
      : undefined;
  return initializeApp(
    {
      ...(credential ? { credential } : {}),
      ...(settings.projectId ? { projectId: settings.projectId } : {}),
      ...(settings.storageBucket ? { storageBucket: settings.storageBucket } : {}),
    },
    name,
  );
}
