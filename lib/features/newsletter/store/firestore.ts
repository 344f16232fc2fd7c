import "server-only";
import type { App } from "firebase-admin/app";
import { getFirestore, type Query } from "firebase-admin/firestore";
import { COLLECTIONS } from "@/lib/services/collections";
import { type SubscriberRow, type SubscriberStore, subscriberRow } from "./port";

/** Firestore answers at most this many writes in one batch. */
const BATCH_WRITES = 500;

/** A chunk read while a list filters by status here. */
const CHUNK = 500;

/**
 * Only the automatic single-field indexes: ranges and order run on the `email` field (every
 * subscription holds its address there), a search matches the address's start, the status is told
 * apart here (suppressed addresses are few), and a page number skips rows here.
 */
export function createFirestoreSubscriberStore(app: App): SubscriberStore {
  const db = getFirestore(app);
  const newsletters = db.collection(COLLECTIONS.newsletters);
  const outbox = db.collection(COLLECTIONS.mailOutbox);
  const suppressedOf = async (max: number) =>
    (await newsletters.where("permanentFailures", ">=", max).get()).docs
      .map((doc) => subscriberRow(doc.id, doc.data(), max))
      .filter((row) => row.status === "suppressed")
      .sort((a, b) => a.email.localeCompare(b.email));
  return {
    async counts(max) {
      const [active, all, suppressed] = await Promise.all([
        newsletters.where("status", "==", "active").count().get(),
        newsletters.count().get(),
        suppressedOf(max),
      ]);
      const activeAll = active.data().count;
      return { active: activeAll - suppressed.length, unsubscribed: all.data().count - activeAll, suppressed: suppressed.length };
    },
    async list({ search, status, after, offset = 0, limit }, max) {
      const prefix = search?.toLowerCase();
      const matches = (row: SubscriberRow) => (!prefix || row.email.startsWith(prefix)) && (!after || row.email > after) && (!status || row.status === status);
      if (status === "suppressed") return (await suppressedOf(max)).filter(matches).slice(offset, offset + limit);
      const rows: SubscriberRow[] = [];
      let skip = offset;
      let cursor = after;
      for (;;) {
        let query: Query = newsletters.orderBy("email");
        if (prefix) query = query.where("email", ">=", prefix).where("email", "<", `${prefix}\uf8ff`);
        if (cursor) query = query.where("email", ">", cursor);
        const snapshot = await query.limit(CHUNK).get();
        for (const doc of snapshot.docs) {
          const row = subscriberRow(doc.id, doc.data(), max);
          if (!matches(row)) continue;
          if (skip > 0) skip -= 1;
          else rows.push(row);
          if (rows.length === limit) return rows;
        }
        if (snapshot.docs.length < CHUNK) return rows;
        cursor = String(snapshot.docs.at(-1)?.get("email") ?? "");
      }
    },
    async erase(email, issueMailIds) {
      const subscription = newsletters.doc(email);
      const named = issueMailIds.map((id) => outbox.doc(id));
      const [existing, caused, copies, issues, before] = await Promise.all([
        subscription.get(),
        outbox.where("source", "==", { collection: COLLECTIONS.newsletters, id: email }).get(),
        named.length > 0 ? db.getAll(...named) : Promise.resolve([]),
        db.collection(COLLECTIONS.newsletterIssues).where("cursor", "==", email).get(),
        newsletters.where("email", "<", email).orderBy("email", "desc").limit(1).get(),
      ]);
      const newsletterMail = (doc: { exists: boolean; get: (field: string) => unknown }) =>
        doc.exists && String(doc.get("kind") ?? "").startsWith("newsletter-");
      const messages = [...caused.docs, ...copies].filter(newsletterMail);
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
