import "server-only";
import { config } from "@/lib/primitives/config";
import { documents } from "@/lib/features/content/store";
import { firebaseAdminApp } from "@/lib/primitives/firebase/admin";
import { mailer } from "@/lib/ports/mail";
import { processWide } from "@/lib/primitives/process-wide";
import type { SubscriberDependencies } from "./subscribers";
import { createFirestoreSubscriberStore } from "./store/firestore";
import type { SubscriberStore } from "./store/port";
import { createSqliteSubscriberStore } from "./store/sqlite";

const opened = processWide("lexor.newsletter.subscribers", (): { store?: SubscriberStore } => ({}));

export async function subscriberContext(): Promise<SubscriberDependencies> {
  const settings = config();
  const store = await documents();
  opened.store ??=
    settings.adapters.documents === "firestore" ? createFirestoreSubscriberStore(firebaseAdminApp(settings)) : createSqliteSubscriberStore(settings.sqlitePath);
  return { store, subscribers: opened.store, mailer: mailer(), maxPermanentFailures: settings.NEWSLETTER_MAX_PERMANENT_FAILURES };
}
