import "server-only";
import { config } from "@/lib/primitives/config";
import { documents } from "@/lib/ports/documents";
import { fileStore } from "@/lib/ports/files";
import { identity } from "@/lib/ports/identity";
import { mailer } from "@/lib/ports/mail";
import type { IdentityProvider } from "@/lib/ports/identity/port";
import { firebaseAdminApp } from "@/lib/primitives/firebase/admin";
import { processWide } from "@/lib/primitives/process-wide";
import type { ServerConfig } from "@/lib/primitives/config";
import type { InboxDependencies } from "./inbox";
import { createFirestoreStaffStore } from "./store/firestore";
import type { StaffStore } from "./store/port";
import { createSqliteStaffStore } from "./store/sqlite";

const opened = processWide("lexor.staff.store", (): { store?: StaffStore } => ({}));

export interface StaffDependencies extends InboxDependencies {
  provider: IdentityProvider;
  settings: ServerConfig;
}

export async function staffContext(): Promise<StaffDependencies> {
  const settings = config();
  const store = await documents();
  opened.store ??=
    settings.adapters.documents === "firestore" ? createFirestoreStaffStore(firebaseAdminApp(settings)) : createSqliteStaffStore(settings.sqlitePath);
  return { store, staffStore: opened.store, files: fileStore(), mailer: mailer(), provider: identity(), settings };
}
