import "server-only";
import type { App } from "firebase-admin/app";
import { type DocumentSnapshot, FieldPath, FieldValue, type Firestore, getFirestore, type Query } from "firebase-admin/firestore";
import { applyPatch, claimPatch, deadLetterRows, emptyCounts, failureGroups, requeuePatch, settlementPatch } from "@/lib/ports/documents/outbox";
import {
  type ClaimedMail,
  STORE_COLLECTIONS,
  type DocumentRef,
  type AdminDocumentStore,
  type DocumentWrite,
  MAIL_STATUSES,
  type OutboxMail,
} from "@/lib/ports/documents/port";
import { encodedKey } from "@/lib/ports/documents/keys";

const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

const hasCode = (error: unknown, code: number) => typeof error === "object" && error !== null && "code" in error && error.code === code;

const countOf = (value: unknown) => (typeof value === "number" && value > 0 ? value : 0);

const SUMMARY_SCAN = 500;
/** The cache expiry record's generation; every other document of the collection is one tag's expiry. */
const GENERATION = "generation";

export function createFirestoreDocumentStore(app: App): AdminDocumentStore {
  const db: Firestore = getFirestore(app);
  const collection = (name: string) => db.collection(name);
  const cacheExpiry = collection(STORE_COLLECTIONS.cacheExpiry);

  const conflictsOf = (writes: DocumentWrite[], snapshots: DocumentSnapshot[]): DocumentRef[] =>
    writes
      .filter((write, index) => Boolean(snapshots[index]?.exists) === (write.op === "create"))
      .map(({ collection: name, id }) => ({ collection: name, id }));

  // Compare-and-set by creating `mailOutboxVersions/{id}.{version}`: the emulator isolates no transactions but honours a create.
  async function changeMail(id: string, version: number, patch: Record<string, unknown>): Promise<boolean> {
    const batch = db.batch();
    batch.create(collection(STORE_COLLECTIONS.mailOutboxVersions).doc(`${id}.${version}`), {
      messageId: id,
      version,
      status: patch.status ?? null,
      at: new Date().toISOString(),
    });
    batch.update(collection(STORE_COLLECTIONS.mailOutbox).doc(id), patch);
    try {
      await batch.commit();
      return true;
    } catch (error) {
      if (hasCode(error, ALREADY_EXISTS)) return false;
      throw error;
    }
  }

  return {
    kind: "firestore",

    async get(name, id) {
      return (await collection(name).doc(id).get()).data() ?? null;
    },
    async has(name, id) {
      return (await collection(name).doc(id).get()).exists;
    },
    async list(name, { where, orderBy, limit, after } = {}) {
      let query: Query = collection(name);
      if (where) query = query.where(where.field, "==", where.equals);
      if (after !== undefined) {
        if (orderBy) throw new Error("`after` pages in id order, so it takes no `orderBy`");
        query = query.orderBy(FieldPath.documentId()).startAfter(after);
      }
      if (orderBy) query = query.orderBy(orderBy.field, orderBy.direction);
      if (limit !== undefined) query = query.limit(limit);
      return (await query.get()).docs.map((doc) => ({ id: doc.id, data: doc.data() }));
    },
    async increment(counted, field, stampField) {
      const ref = collection(counted.collection).doc(counted.id);
      try {
        // The increment comes before the timestamp: the emulator skips an increment placed after it.
        await ref.update({ [field]: FieldValue.increment(1), [stampField]: FieldValue.serverTimestamp() });
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) return null;
        throw error;
      }
      return (await ref.get()).data() ?? null;
    },
    async setMarker(marker, present, counted) {
      const countedRef = collection(counted.collection).doc(counted.id);
      const markerRef = collection(marker.collection).doc(marker.id);
      return db.runTransaction(async (tx) => {
        const [target, existing] = await tx.getAll(countedRef, markerRef);
        const data = target?.data();
        if (!data) return null;
        if (present === Boolean(existing?.exists)) return data;
        if (present) tx.create(markerRef, marker.data);
        else tx.delete(markerRef);
        const count = Math.max(0, countOf(data[counted.field]) + (present ? 1 : -1));
        tx.update(countedRef, { [counted.field]: count });
        return { ...data, [counted.field]: count };
      });
    },

    async commit(writes) {
      if (writes.length === 0) return { committed: true };
      const refs = writes.map((write) => collection(write.collection).doc(write.id));
      // Checked first: the emulator's failed batches keep their earlier writes.
      const before = conflictsOf(writes, await db.getAll(...refs));
      if (before.length > 0) return { committed: false, conflicts: before };
      const batch = db.batch();
      writes.forEach((write, index) => {
        const ref = refs[index];
        if (!ref) return;
        if (write.op === "create") batch.create(ref, write.data);
        else batch.update(ref, write.data);
      });
      try {
        await batch.commit();
        return { committed: true };
      } catch (error) {
        if (!hasCode(error, ALREADY_EXISTS) && !hasCode(error, NOT_FOUND)) throw error;
        const conflicts = conflictsOf(writes, await db.getAll(...refs));
        if (conflicts.length === 0) throw error;
        return { committed: false, conflicts };
      }
    },

    async claimMail({ owner, now, leaseMs, limit }) {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const snapshot = await collection(STORE_COLLECTIONS.mailOutbox)
        .where("dueAt", "<=", now.toISOString())
        .orderBy("dueAt")
        .limit(limit * 3)
        .get();
      const candidates = snapshot.docs.map((doc) => ({ id: doc.id, mail: doc.data() as OutboxMail }));
      const claimed: ClaimedMail[] = [];
      while (claimed.length < limit && candidates.length > 0) {
        const round = candidates.splice(0, limit - claimed.length);
        const results = await Promise.all(
          round.map(async ({ id, mail }) => {
            const patch = claimPatch(mail, owner, leaseUntil);
            return (await changeMail(id, mail.version, patch)) ? { ...applyPatch(mail, patch), id } : null;
          }),
        );
        for (const result of results) if (result) claimed.push(result);
      }
      return claimed;
    },
    async settleMail(claim, settlement) {
      return changeMail(claim.id, claim.version, settlementPatch(claim, settlement));
    },
    async requeueMail(id, now) {
      const mail = (await collection(STORE_COLLECTIONS.mailOutbox).doc(id).get()).data() as OutboxMail | undefined;
      if (mail?.status !== "dead") return false;
      return changeMail(id, mail.version, requeuePatch(mail, now));
    },
    async mailSummary(deadLetters) {
      const outbox = collection(STORE_COLLECTIONS.mailOutbox);
      const counts = emptyCounts();
      await Promise.all(
        MAIL_STATUSES.map(async (status) => {
          counts[status] = (await outbox.where("status", "==", status).count().get()).data().count;
        }),
      );
      const [failing, dead] = await Promise.all(
        (["retrying", "dead"] as const).map((status) => outbox.where("status", "==", status).limit(SUMMARY_SCAN).get()),
      );
      return {
        counts,
        failing: failureGroups((failing?.docs ?? []).map((doc) => (doc.data() as OutboxMail).lastError ?? "")),
        deadLetters: deadLetterRows(
          (dead?.docs ?? []).map((doc) => ({ id: doc.id, mail: doc.data() as OutboxMail })),
          deadLetters,
        ),
      };
    },

    async cacheGeneration() {
      return countOf((await cacheExpiry.doc(GENERATION).get()).get("value"));
    },
    async cacheExpiries() {
      const snapshot = await cacheExpiry.get();
      const tags: Record<string, number> = {};
      let generation = 0;
      for (const doc of snapshot.docs) {
        if (doc.id === GENERATION) generation = countOf(doc.get("value"));
        else tags[String(doc.get("tag"))] = Number(doc.get("at"));
      }
      return { generation, tags };
    },
    async expireCacheTags(tags, at) {
      if (tags.length === 0) return;
      const batch = db.batch();
      for (const tag of new Set(tags)) batch.set(cacheExpiry.doc(encodedKey(tag)), { tag, at });
      batch.set(cacheExpiry.doc(GENERATION), { value: FieldValue.increment(1) }, { merge: true });
      await batch.commit();
    },

    async createRaw(name, id, data) {
      try {
        await collection(name).doc(id).create(data);
        return true;
      } catch (error) {
        if (hasCode(error, ALREADY_EXISTS)) return false;
        throw error;
      }
    },
    async putRaw(name, id, data) {
      await collection(name).doc(id).set(data);
    },
    async patchRaw(name, id, fields) {
      const data = Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, value === undefined ? FieldValue.delete() : value]));
      await collection(name)
        .doc(id)
        .set(data, { mergeFields: Object.keys(fields) });
    },
    async countRaw(name) {
      return (await collection(name).count().get()).data().count;
    },

    async ping() {
      await collection(STORE_COLLECTIONS.cacheExpiry).limit(1).get();
    },
    async close() {
      await db.terminate();
    },
  };
}
