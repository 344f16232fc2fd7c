import "server-only";
import { config } from "@/lib/primitives/config";
import { firebaseAdminApp } from "@/lib/primitives/firebase/admin";
import { withBuildRetries, withDeadline } from "@/lib/primitives/firebase/deadline";
import { createFirestoreDocumentStore } from "@/lib/ports/documents/firestore";
import type { AdminDocumentStore, DocumentStore } from "@/lib/ports/documents/port";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { processWide } from "@/lib/primitives/process-wide";

const opening = processWide("lexor.documents.opened", (): { store?: Promise<AdminDocumentStore>; served?: Promise<DocumentStore> } => ({}));

async function open(): Promise<AdminDocumentStore> {
  const settings = config();
  if (settings.adapters.documents === "firestore") {
    return createFirestoreDocumentStore(firebaseAdminApp(settings));
  }
  return createSqliteDocumentStore(settings.sqlitePath);
}

function opened(): Promise<AdminDocumentStore> {
  opening.store ??= open().catch((error: unknown) => {
    opening.store = undefined;
    throw error;
  });
  return opening.store;
}

const BUILD_DEADLINE_MS = 30_000;
const BUILD_ATTEMPTS = 3;

const buildFailure = (projectId: string | undefined) => (cause: string) =>
  `The build could not read Firestore (project ${projectId ?? "unknown"}): ${cause}. It pre-renders pages from Firestore, so it needs an identity that can read it: on App Hosting the backend's service account with roles/datastore.user, elsewhere GOOGLE_APPLICATION_CREDENTIALS or FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY (docs/deploy.md, "What the build reads").`;

// Firestore calls are held to FIRESTORE_DEADLINE_MS, so an outage answers 503 in seconds, not after the client's retries.
export function documents(): Promise<DocumentStore> {
  const settings = config();
  if (settings.adapters.documents !== "firestore") return opened();
  const building = settings.NEXT_PHASE === "phase-production-build";
  opening.served ??= opened().then(
    (store) =>
      building
        ? withBuildRetries<DocumentStore>(store, "Firestore", {
            ms: BUILD_DEADLINE_MS,
            attempts: BUILD_ATTEMPTS,
            failure: buildFailure(settings.projectId),
          })
        : withDeadline<DocumentStore>(store, settings.FIRESTORE_DEADLINE_MS, "Firestore"),
    (error: unknown) => {
      opening.served = undefined;
      throw error;
    },
  );
  return opening.served;
}

export function adminDocuments(): Promise<AdminDocumentStore> {
  return opened();
}
