import { type App, cert, getApp, getApps, initializeApp } from "firebase-admin/app";
import type { ServerConfig } from "@/lib/primitives/config";

const APP_NAME = "lexor";

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
