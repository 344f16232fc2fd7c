import "server-only";
import type { App } from "firebase-admin/app";
import { getFirestore, type Query } from "firebase-admin/firestore";
import { resumeClaimKey } from "@/lib/features/careers/resume-keys";
import { COLLECTIONS } from "@/lib/services/collections";
import { applicationRecord, historyEntry, inboxRow, mailHistoryRow } from "./sqlite";
import type { StaffStore } from "./port";

const SEARCH_LIMIT = 200;
/** Firestore answers at most this many writes in one batch. */
const BATCH_WRITES = 500;

/** Each filter combination has a composite index in firestore.indexes.json; Firestore has no substring match. */
export function createFirestoreStaffStore(app: App): StaffStore {
  const db = getFirestore(app);
  const applications = db.collection(COLLECTIONS.applications);
  const causedBy = (id: string) => db.collection(COLLECTIONS.mailOutbox).where("source", "==", { collection: COLLECTIONS.applications, id });
  return {
    async listApplications(filter, { limit, after }) {
      const search = filter.search?.trim();
      if (search) {
        // A search stands alone (one index each); the other filters narrow what it found.
        const found = search.includes("@")
          ? applications.where("email", "==", search)
          : applications.where("name", ">=", search).where("name", "<", `${search}\uf8ff`).orderBy("name");
        const snapshot = await found.orderBy("submittedAt", "desc").limit(SEARCH_LIMIT).get();
        const rows = snapshot.docs
          .map((doc) => inboxRow(applicationRecord(doc.id, doc.data())))
          .filter(
            (row) =>
              (!filter.departmentId || row.departmentId === filter.departmentId) &&
              (!filter.departmentIds || filter.departmentIds.includes(row.departmentId)) &&
              (!filter.role || row.role === filter.role) &&
              (!filter.stage || row.stage === filter.stage),
          );
        return { rows: rows.slice(0, limit) };
      }
      let query: Query = applications;
      if (filter.departmentId) query = query.where("departmentId", "==", filter.departmentId);
      else if (filter.departmentIds) query = query.where("departmentId", "in", filter.departmentIds);
      if (filter.role) query = query.where("role", "==", filter.role);
      if (filter.stage) query = query.where("status", "in", filter.stage === "new" ? ["new", "pending"] : [filter.stage]);
      query = query.orderBy("submittedAt", "desc");
      if (after) {
        const cursor = await applications.doc(after).get();
        if (cursor.exists) query = query.startAfter(cursor);
      }
      const snapshot = await query.limit(limit + 1).get();
      const rows = snapshot.docs.slice(0, limit).map((doc) => inboxRow(applicationRecord(doc.id, doc.data())));
      return { rows, ...(snapshot.docs.length > limit && rows.length > 0 ? { next: rows.at(-1)?.id } : {}) };
    },
    // Firestore has no DISTINCT: a projection of the two fields, read in full.
    async appliedRoles(departmentIds) {
      const query = departmentIds ? applications.where("departmentId", "in", departmentIds) : applications;
      const snapshot = await query.select("departmentId", "role").get();
      const seen = new Map<string, { departmentId: string; role: string }>();
      for (const doc of snapshot.docs) {
        const departmentId = String(doc.get("departmentId") ?? "");
        const role = doc.get("role");
        if (typeof role === "string") seen.set(`${departmentId}\n${role}`, { departmentId, role });
      }
      return [...seen.values()].sort((a, b) => a.role.localeCompare(b.role));
    },
    async getApplication(id) {
      const snapshot = await applications.doc(id).get();
      const data = snapshot.data();
      return data ? applicationRecord(id, data) : null;
    },
    async listNotes(applicationId) {
      const snapshot = await db.collection(COLLECTIONS.applicationNotes).where("applicationId", "==", applicationId).get();
      return snapshot.docs.map((doc) => historyEntry(doc.id, doc.data())).sort((a, b) => a.id.localeCompare(b.id));
    },
    async listMail(applicationId) {
      const snapshot = await causedBy(applicationId).get();
      return snapshot.docs.map((doc) => mailHistoryRow(doc.id, doc.data())).sort((a, b) => a.id.localeCompare(b.id));
    },
    async submittedBefore(before, limit) {
      const snapshot = await applications.where("submittedAt", "<", before).orderBy("submittedAt").limit(limit).get();
      return snapshot.docs.map((doc) => doc.id);
    },
    async deleteApplication(id) {
      const application = await applications.doc(id).get();
      if (!application.exists) return null;
      const resumeKey = String(application.get("resumeURL") ?? "");
      const [notes, mail] = await Promise.all([db.collection(COLLECTIONS.applicationNotes).where("applicationId", "==", id).get(), causedBy(id).get()]);
      const refs = [
        ...notes.docs.map((doc) => doc.ref),
        ...mail.docs.map((doc) => doc.ref),
        ...(resumeKey ? [db.collection(COLLECTIONS.resumeClaims).doc(resumeClaimKey(resumeKey))] : []),
      ];
      // The application goes last: until then a retry finds it and finishes the job.
      for (let start = 0; start < refs.length; start += BATCH_WRITES) {
        const batch = db.batch();
        for (const ref of refs.slice(start, start + BATCH_WRITES)) batch.delete(ref);
        await batch.commit();
      }
      await applications.doc(id).delete();
      return { resumeKey, mailIds: mail.docs.map((doc) => doc.id) };
    },
  };
}
