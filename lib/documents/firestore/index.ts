import type { App } from "firebase-admin/app";
import { FieldValue, type Firestore, getFirestore, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { Application } from "@/lib/domain/application";
import { blogPostSchema, type PostCounters } from "@/lib/domain/blog-post";
import { brandSchema } from "@/lib/domain/brand";
import { departmentSchema } from "@/lib/domain/department";
import type { NewsletterSubscription } from "@/lib/domain/newsletter";
import { likeKey, resumeClaimKey, timestampKey } from "@/lib/documents/keys";
import { parseDocument, parseDocuments } from "@/lib/documents/parse";
import { COLLECTIONS, type DocumentStore, type QueuedMail } from "@/lib/documents/port";

/** gRPC status codes Firestore answers with. */
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

const hasCode = (error: unknown, code: number) =>
  typeof error === "object" && error !== null && "code" in error && error.code === code;

const asRows = (docs: QueryDocumentSnapshot[]) => docs.map((doc) => ({ id: doc.id, data: doc.data() }));

const countOf = (value: unknown) => (typeof value === "number" && value > 0 ? value : 0);

function countersOf(data: Record<string, unknown> | undefined): PostCounters {
  return { views: countOf(data?.views), likes: countOf(data?.likes) };
}

/** Firestore through firebase-admin, with the collections and fields of the existing project. */
export function createFirestoreDocumentStore(app: App): DocumentStore {
  const db: Firestore = getFirestore(app);
  const collection = (name: string) => db.collection(name);

  return {
    kind: "firestore",

    async getDepartment(id) {
      const snapshot = await collection(COLLECTIONS.departments).doc(id).get();
      const data = snapshot.data();
      return data ? parseDocument(departmentSchema, COLLECTIONS.departments, id, data) : null;
    },
    async listDepartments() {
      const snapshot = await collection(COLLECTIONS.departments).get();
      return parseDocuments(departmentSchema, COLLECTIONS.departments, asRows(snapshot.docs));
    },
    async listActiveDepartments() {
      const snapshot = await collection(COLLECTIONS.departments).where("isActive", "==", true).get();
      return parseDocuments(departmentSchema, COLLECTIONS.departments, asRows(snapshot.docs));
    },

    async listBrands() {
      const snapshot = await collection(COLLECTIONS.brands).get();
      return parseDocuments(brandSchema, COLLECTIONS.brands, asRows(snapshot.docs));
    },

    async listPublishedPosts(options = {}) {
      // Status and category are filtered here rather than in the query, so the only index needed
      // is the automatic one on publishedAt.
      const snapshot = await collection(COLLECTIONS.blogs).orderBy("publishedAt", "desc").get();
      return parseDocuments(blogPostSchema, COLLECTIONS.blogs, asRows(snapshot.docs)).filter(
        (post) => post.status === "published" && (!options.category || post.category === options.category),
      );
    },
    async getPostBySlug(slug) {
      const snapshot = await collection(COLLECTIONS.blogs).where("slug", "==", slug).limit(1).get();
      const doc = snapshot.docs[0];
      return doc ? parseDocument(blogPostSchema, COLLECTIONS.blogs, doc.id, doc.data()) : null;
    },
    async recordPostView(postId) {
      const ref = collection(COLLECTIONS.blogs).doc(postId);
      try {
        // The increment comes before the timestamp: the emulator skips an increment placed after it.
        await ref.update({ views: FieldValue.increment(1), lastViewed: FieldValue.serverTimestamp() });
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) return null;
        throw error;
      }
      return countersOf((await ref.get()).data());
    },
    async setPostLike(postId, visitorId, liked) {
      const postRef = collection(COLLECTIONS.blogs).doc(postId);
      const likeRef = collection(COLLECTIONS.blogLikes).doc(likeKey(postId, visitorId));
      return db.runTransaction(async (tx) => {
        const [post, like] = await tx.getAll(postRef, likeRef);
        if (!post?.exists) return null;
        const counters = countersOf(post.data());
        if (liked === Boolean(like?.exists)) return { ...counters, liked };
        if (liked) {
          tx.create(likeRef, { postId, visitorId, likedAt: new Date().toISOString() });
        } else {
          tx.delete(likeRef);
        }
        const likes = Math.max(0, counters.likes + (liked ? 1 : -1));
        tx.update(postRef, { likes });
        return { views: counters.views, likes, liked };
      });
    },

    async createNewsletterSubscription(subscription: NewsletterSubscription) {
      try {
        await collection(COLLECTIONS.newsletters).doc(subscription.email).create(subscription);
        return "created";
      } catch (error) {
        if (hasCode(error, ALREADY_EXISTS)) return "exists";
        throw error;
      }
    },
    async getNewsletterSubscription(email) {
      const snapshot = await collection(COLLECTIONS.newsletters).doc(email).get();
      return (snapshot.data() as NewsletterSubscription | undefined) ?? null;
    },
    async setNewsletterStatus(email, status) {
      try {
        await collection(COLLECTIONS.newsletters).doc(email).update({ status });
        return true;
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) return false;
        throw error;
      }
    },

    async createApplication(application, resumeKey) {
      const claimRef = collection(COLLECTIONS.resumeClaims).doc(resumeClaimKey(resumeKey));
      const id = timestampKey();
      return db.runTransaction(async (tx) => {
        if ((await tx.get(claimRef)).exists) return { status: "resume-used" as const };
        tx.create(claimRef, { resumeKey, applicationId: id, claimedAt: application.submittedAt });
        tx.create(collection(COLLECTIONS.applications).doc(id), application);
        return { status: "created" as const, id };
      });
    },
    async getApplication(id) {
      const snapshot = await collection(COLLECTIONS.applications).doc(id).get();
      return (snapshot.data() as Application | undefined) ?? null;
    },

    async createDemoRequest(request) {
      const id = timestampKey();
      await collection(COLLECTIONS.demoRequests).doc(id).create(request);
      return id;
    },

    async enqueueMail(mail) {
      const id = timestampKey();
      await collection(COLLECTIONS.mailQueue).doc(id).create(mail);
      return id;
    },
    async listQueuedMail(limit) {
      const snapshot = await collection(COLLECTIONS.mailQueue).orderBy("createdAt").limit(limit).get();
      return snapshot.docs.map((doc) => ({ ...(doc.data() as Omit<QueuedMail, "id">), id: doc.id }));
    },
    async removeQueuedMail(id) {
      try {
        await collection(COLLECTIONS.mailQueue).doc(id).delete({ exists: true });
        return true;
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) return false;
        throw error;
      }
    },
    async recordMailFailure(id, error) {
      await collection(COLLECTIONS.mailQueue)
        .doc(id)
        .update({ attempts: FieldValue.increment(1), lastError: error })
        .catch((failure: unknown) => {
          if (!hasCode(failure, NOT_FOUND)) throw failure;
        });
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
      const data = Object.fromEntries(
        Object.entries(fields).map(([field, value]) => [field, value === undefined ? FieldValue.delete() : value]),
      );
      // mergeFields replaces exactly these top-level fields (a map as a whole, not merged into).
      await collection(name).doc(id).set(data, { mergeFields: Object.keys(fields) });
    },
    async getRaw(name, id) {
      return (await collection(name).doc(id).get()).data() ?? null;
    },
    async countRaw(name) {
      return (await collection(name).count().get()).data().count;
    },

    async ping() {
      await collection(COLLECTIONS.departments).limit(1).get();
    },
    async close() {
      await db.terminate();
    },
  };
}
