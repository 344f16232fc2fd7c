import "server-only";
import type { App } from "firebase-admin/app";
import { FieldPath, getFirestore, type Query } from "firebase-admin/firestore";
import { COLLECTIONS } from "@/lib/ports/documents/port";
import { type SubscriberRow, type SubscriberStore, subscriberRow } from "./port";

/** Firestore answers at most this many writes in one batch. */
const BATCH_WRITES = 500;

/**
 * Only the automatic single-field indexes: a search matches the address's start, and the active
 * and suppressed rows are told apart here (suppressed addresses are few).
 */
export function createFirestoreSubscriberStore(app: App): SubscriberStore {
  const db = getFirestore(app);
  const newsletters = db.collection(COLLECTIONS.newsletters);
  const id = FieldPath.documentId();
  const suppressedOf = async (max: number) =>
    (await newsletters.where("permanentFailures", ">=", max).get()).docs
      .map((doc) => subscriberRow(doc.id, doc.data(), max))
      .filter((row) => row.status === "suppressed")
      .sort((a, b) => a.email.localeCompare(b.email));
  return {
    async counts(max) {
      const [active, unsubscribed, suppressed] = await Promise.all([
        newsletters.where("status", "==", "active").count().get(),
        newsletters.count().get(),
        suppressedOf(max),
      ]);
      const activeAll = active.data().count;
      return { active: activeAll - suppressed.length, unsubscribed: unsubscribed.data().count - activeAll, suppressed: suppressed.length };
    },
    async list({ search, status, after, offset = 0, limit }, max) {
      const matches = (row: SubscriberRow) =>
        (!search || row.email.startsWith(search.toLowerCase())) && (!after || row.email > after) && (!status || row.status === status);
      if (status === "suppressed") return (await suppressedOf(max)).filter(matches).slice(offset, offset + limit);
      let query: Query = newsletters;
      if (status) query = query.where("status", "==", status);
      if (search) query = query.where(id, ">=", search.toLowerCase()).where(id, "<", `${search.toLowerCase()}\uf8ff`);
      if (after) query = query.where(id, ">", after);
      const snapshot = await query.orderBy(id).offset(offset).limit(limit).get();
      return snapshot.docs.map((doc) => subscriberRow(doc.id, doc.data(), max)).filter(matches);
    },
    async erase(email) {
      const subscription = newsletters.doc(email);
      const [existing, mail, issues, before] = await Promise.all([
        subscription.get(),
        db.collection(COLLECTIONS.mailOutbox).where("message.to", "==", email).get(),
        db.collection(COLLECTIONS.newsletterIssues).where("cursor", "==", email).get(),
        newsletters.where(id, "<", email).orderBy(id, "desc").limit(1).get(),
      ]);
      const messages = mail.docs.filter((doc) => String(doc.get("kind") ?? "").startsWith("newsletter-"));
      const cursor = before.docs[0]?.id ?? "";
      const writes = [...messages.map((doc) => ({ ref: doc.ref })), ...issues.docs.map((doc) => ({ ref: doc.ref, cursor }))];
      for (let start = 0; start < writes.length; start += BATCH_WRITES) {
        const batch = db.batch();
        for (const write of writes.slice(start, start + BATCH_WRITES)) {
          if ("cursor" in write) batch.update(write.ref, { cursor: write.cursor });
          else batch.delete(write.ref);
        }
        await batch.commit();
      }
      // The subscription goes last: until then a retry finds it and finishes the job.
      if (existing.exists) await subscription.delete();
      return { erased: existing.exists, mailIds: messages.map((doc) => doc.id) };
    },
  };
}
