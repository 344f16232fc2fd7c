import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { createFirestoreDocumentStore } from "@/lib/ports/documents/firestore";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { createFirestoreStaffStore } from "@/lib/features/staff/store/firestore";
import type { StaffStore } from "@/lib/features/staff/store/port";
import { createSqliteStaffStore } from "@/lib/features/staff/store/sqlite";
import { type FirestoreEmulator, startFirestoreEmulator } from "@/tests/support/firestore-emulator";
import { compareIndexes } from "@/tests/support/firestore-indexes";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-staff-store-"));
let emulator: FirestoreEmulator | undefined;
const apps: ReturnType<typeof initializeApp>[] = [];

afterAll(async () => {
  for (const app of apps) await deleteApp(app).catch(() => undefined);
  emulator?.stop();
  delete process.env.FIRESTORE_EMULATOR_HOST;
  fs.rmSync(scratch, { recursive: true, force: true });
});

type Pair = { documents: AdminDocumentStore; staff: StaffStore };

const adapters: Array<[string, () => Promise<Pair>]> = [
  [
    "sqlite",
    async () => {
      const file = path.join(scratch, "lexor.sqlite");
      const documents = createSqliteDocumentStore(file);
      return { documents, staff: createSqliteStaffStore(file) };
    },
  ],
  [
    "firestore",
    async () => {
      emulator = await startFirestoreEmulator();
      process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
      const app = initializeApp({ projectId: "lexor-staff-contract" }, "staff-contract");
      apps.push(app);
      return { documents: createFirestoreDocumentStore(app), staff: createFirestoreStaffStore(app) };
    },
  ],
];

const application = (n: number, overrides: Record<string, unknown> = {}) => ({
  role: n % 2 ? "Data Engineer" : "Designer",
  name: `Person ${n}`,
  email: `person-${n}@example.com`,
  phone: "+44 20 7946 0000",
  github: "",
  resumeURL: `resumes/17000000000${n.toString().padStart(2, "0")}-0000abcd.pdf`,
  techStack: "",
  location: "",
  workStyle: "",
  departmentId: n % 3 ? "engineering" : "design",
  submittedAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  status: n === 0 ? "pending" : "reviewing",
  ...overrides,
});
const idOf = (n: number) => `${Date.UTC(2026, 0, 1, 0, n)}-0000${n.toString(16).padStart(4, "0")}`;

describe.each(adapters)("staff store: %s", (_name, open) => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await open();
    await pair.documents.commit(
      Array.from({ length: 12 }, (_, n) => ({ op: "create" as const, collection: "applications" as const, id: idOf(n), data: application(n) })),
    );
    await pair.documents.commit([
      {
        op: "create",
        collection: "applicationNotes",
        id: "1-note",
        data: { applicationId: idOf(3), author: "ada@lexor.example", at: "2026-01-02T00:00:00.000Z", text: "Good" },
      },
      {
        op: "create",
        collection: "applicationNotes",
        id: "2-move",
        data: { applicationId: idOf(3), author: "ada@lexor.example", at: "2026-01-03T00:00:00.000Z", kind: "stage", from: "new", to: "reviewing" },
      },
      {
        op: "create",
        collection: "applicationNotes",
        id: "3-score",
        data: { applicationId: idOf(3), author: "grace@lexor.example", at: "2026-01-04T00:00:00.000Z", kind: "score", rating: "strong-yes", text: "Clear" },
      },
      { op: "create", collection: "resumeClaims", id: Buffer.from(application(3).resumeURL).toString("base64url"), data: { applicationId: idOf(3) } },
      {
        op: "create",
        collection: "mailOutbox",
        id: "1-mail",
        data: {
          kind: "application-notification",
          source: { collection: "applications", id: idOf(3) },
          status: "sent",
          createdAt: "2026-01-01T00:03:00.000Z",
          message: { to: "careers@lexor.example", subject: "New application" },
        },
      },
    ]);
  }, 120_000);

  it("lists newest first, filtered by department, role and stage", async () => {
    const all = await pair.staff.listApplications({}, { limit: 5 });
    expect(all.rows.map((row) => row.id)).toEqual([11, 10, 9, 8, 7].map(idOf));
    expect(all.next).toBe(idOf(7));
    const design = await pair.staff.listApplications({ departmentId: "design" }, { limit: 50 });
    expect(design.rows.map((row) => row.id)).toEqual([9, 6, 3, 0].map(idOf));
    const roleStage = await pair.staff.listApplications({ departmentId: "design", role: "Designer", stage: "new" }, { limit: 50 });
    expect(roleStage.rows.map((row) => [row.id, row.stage])).toEqual([[idOf(0), "new"]]);
    expect((await pair.staff.listApplications({ role: "Data Engineer", stage: "reviewing" }, { limit: 50 })).rows).toHaveLength(6);
    for (const filter of [
      { role: "Designer" },
      { stage: "reviewing" as const },
      { departmentId: "engineering", role: "Designer" },
      { departmentId: "engineering", stage: "reviewing" as const },
    ]) {
      const rows = (await pair.staff.listApplications(filter, { limit: 50 })).rows;
      expect(rows.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(
        rows.every((row) => Object.entries(filter).every(([key, value]) => row[key === "stage" ? "stage" : (key as "role" | "departmentId")] === value)),
      ).toBe(true);
    }
    expect((await pair.staff.listApplications({ search: "person-4@example.com" }, { limit: 50 })).rows.map((row) => row.id)).toEqual([idOf(4)]);
    expect((await pair.staff.listApplications({ search: "person-4@example.com", departmentId: "design" }, { limit: 50 })).rows).toEqual([]);
    expect((await pair.staff.listApplications({ search: "Person 1" }, { limit: 50 })).rows.map((row) => row.id).sort()).toEqual([1, 10, 11].map(idOf));
  });

  it("names every role applied to, per department, whatever the content says now", async () => {
    const sorted = (rows: Array<{ departmentId: string; role: string }>) => rows.map((row) => `${row.departmentId}/${row.role}`).sort();
    expect(sorted(await pair.staff.appliedRoles())).toEqual(["design/Data Engineer", "design/Designer", "engineering/Data Engineer", "engineering/Designer"]);
    expect(sorted(await pair.staff.appliedRoles(["design"]))).toEqual(["design/Data Engineer", "design/Designer"]);
  });

  it("limits a list and a search to the departments named", async () => {
    expect((await pair.staff.listApplications({ departmentIds: ["design"] }, { limit: 50 })).rows.map((row) => row.id)).toEqual([9, 6, 3, 0].map(idOf));
    expect((await pair.staff.listApplications({ departmentIds: ["design", "engineering"] }, { limit: 50 })).rows).toHaveLength(12);
    expect((await pair.staff.listApplications({ departmentIds: ["design"], stage: "new" }, { limit: 50 })).rows.map((row) => row.id)).toEqual([idOf(0)]);
    expect((await pair.staff.listApplications({ departmentIds: ["design"], search: "person-4@example.com" }, { limit: 50 })).rows).toEqual([]);
    expect((await pair.staff.listApplications({ departmentIds: ["design"], search: "Person 1" }, { limit: 50 })).rows).toEqual([]);
    expect((await pair.staff.listApplications({ departmentIds: ["engineering"], search: "Person 1" }, { limit: 50 })).rows).toHaveLength(3);
  });

  it("reads an application with its notes and email history", async () => {
    expect(await pair.staff.getApplication(idOf(3))).toMatchObject({ name: "Person 3", stage: "reviewing", resumeKey: application(3).resumeURL });
    expect(await pair.staff.getApplication("1-missing")).toBeNull();
    expect(await pair.staff.listNotes(idOf(3))).toEqual([
      { id: "1-note", author: "ada@lexor.example", at: "2026-01-02T00:00:00.000Z", text: "Good" },
      { id: "2-move", author: "ada@lexor.example", at: "2026-01-03T00:00:00.000Z", text: "", move: { from: "new", to: "reviewing" } },
      { id: "3-score", author: "grace@lexor.example", at: "2026-01-04T00:00:00.000Z", text: "Clear", score: "strong-yes" },
    ]);
    expect((await pair.staff.listMail(idOf(3))).map((mail) => [mail.kind, mail.to])).toEqual([["application-notification", "careers@lexor.example"]]);
  });

  it("finds applications older than a time, oldest first", async () => {
    expect(await pair.staff.submittedBefore(new Date(Date.UTC(2026, 0, 1, 0, 3)).toISOString(), 10)).toEqual([0, 1, 2].map(idOf));
  });

  it("deletes an application with its notes, claim and emails, once", async () => {
    expect(await pair.staff.deleteApplication(idOf(3))).toEqual({ resumeKey: application(3).resumeURL, mailIds: ["1-mail"] });
    expect(await pair.staff.getApplication(idOf(3))).toBeNull();
    expect(await pair.staff.listNotes(idOf(3))).toEqual([]);
    expect(await pair.staff.listMail(idOf(3))).toEqual([]);
    expect(await pair.documents.get("resumeClaims", Buffer.from(application(3).resumeURL).toString("base64url"))).toBeNull();
    expect(await pair.staff.deleteApplication(idOf(3))).toBeNull();
  });
});

describe("firestore.indexes.json for the inbox", () => {
  it("holds the composite indexes the inbox's Firestore queries need", () => {
    const queries = (emulator?.queries ?? []).filter((query) => query.collectionGroup === "applications");
    expect(queries.length).toBeGreaterThan(0);
    const file = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../firestore.indexes.json"), "utf8"));
    const { missing, unused } = compareIndexes(queries, file.indexes);
    expect(missing, "queries without an index").toEqual([]);
    expect(
      unused.filter((index) => index.collectionGroup === "applications"),
      "inbox indexes no query needs",
    ).toEqual([]);
  });
});
