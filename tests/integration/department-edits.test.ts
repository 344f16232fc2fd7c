import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ErrorResponseParts, errorResponseParts } from "@/lib/services/http/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildJobPosting } from "@/lib/features/careers/job-posting";
import { type RoleForm, saveDepartment, saveRole, staffDepartment, staffRole } from "@/lib/features/careers/department-edits";
import { type ContentEditDependencies, EditProblem, NEW_VERSION } from "@/lib/features/content/edits";
import { loadContentFolder } from "@/lib/features/content/load";
import { readOwedRefresh } from "@/lib/features/content/owed-refresh";
import { pushContent } from "@/lib/features/content/push";
import { getDepartment } from "@/lib/features/content/records";
import { isRemovedAddressIn } from "@/lib/features/content/removed-keys";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { createLocalFileStore } from "@/lib/ports/files/local";
import { resolveConfig } from "@/lib/primitives/config";

// The browser's role and department writes against a real SQLite file: the department file schema
// and the push content:push uses, the version every save carries, and nothing written on a refusal.
const NOW = new Date("2026-11-23T12:00:00.000Z");
let dataDir: string;
let folder: string;
let deps: ContentEditDependencies;

const DEPARTMENT = `title: Signals
description: A department to edit.
isActive: true
roles:
  - name: Signal Analyst
    slug: signal-analyst
    salary: { min: 50000, max: 60000, currency: GBP, unit: YEAR }
    postedAt: 2026-03-02T09:00:00Z
  - name: Signal Lead
    slug: signal-lead
techStack: [Go]
updatedAt: 2026-03-01T09:00:00Z
hiringEmail: signals@lexor.example
`;

async function roleForm(key: string, fields: Partial<RoleForm> = {}): Promise<RoleForm> {
  const stored = await staffRole(key, deps);
  const role = stored?.role;
  return {
    key,
    department: "signals",
    version: stored?.version ?? NEW_VERSION,
    name: role?.name ?? "",
    slug: role?.slug ?? "",
    status: role?.open === false ? "closed" : "open",
    employmentType: role?.employmentType ?? "FULL_TIME",
    workOffice: "",
    workHybrid: "",
    workRemote: "",
    applicantCountries: "",
    salaryMin: role?.salary ? String(role.salary.min) : "",
    salaryMax: role?.salary ? String(role.salary.max) : "",
    salaryCurrency: role?.salary?.currency ?? "",
    salaryUnit: role?.salary?.unit ?? "YEAR",
    postedAt: role?.postedAt ?? "",
    closesAt: "",
    ...fields,
  };
}

async function refusal(work: Promise<unknown>): Promise<ErrorResponseParts> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(EditProblem);
  return errorResponseParts(error) as ErrorResponseParts;
}

const stored = () => deps.store.get("departments", "signals");

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-department-edits-"));
  folder = path.join(dataDir, "content");
  fs.mkdirSync(path.join(folder, "departments"), { recursive: true });
  fs.writeFileSync(path.join(folder, "departments", "signals.yaml"), DEPARTMENT);
  deps = {
    store: createSqliteDocumentStore(path.join(dataDir, "lexor.sqlite")),
    files: createLocalFileStore(resolveConfig({ DATA_DIR: dataDir })),
    now: () => NOW,
  };
  const loaded = loadContentFolder(folder);
  expect(loaded.problems).toEqual([]);
  await pushContent(loaded.entries, { store: deps.store, files: deps.files });
});

afterAll(async () => {
  await deps.store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the role and department write path", () => {
  it("changes a salary, which the JobPosting shows, and writes only the role's posting", async () => {
    const before = await stored();
    expect(await saveRole(await roleForm("signals.signal-analyst", { salaryMin: "65,000", salaryMax: "80000" }), deps)).toEqual({
      key: "signals.signal-analyst",
      changed: true,
    });
    const after = await stored();
    expect(after?.postings).toMatchObject({
      "Signal Analyst": { salary: { min: 65000, max: 80000, currency: "GBP", unit: "YEAR" }, postedAt: "2026-03-02T09:00:00.000Z" },
    });
    // The role without its own date keeps the one it was shown with, though the department's change is stamped now.
    expect(after?.postings).toMatchObject({ "Signal Lead": { postedAt: "2026-03-01T09:00:00.000Z" } });
    expect(after?.updatedAt).toBe(NOW.toISOString());
    for (const field of ["title", "description", "techStack", "hiringEmail", "roles", "roleSlugs"]) expect(after?.[field], field).toEqual(before?.[field]);
    const department = await getDepartment(deps.store, "signals");
    const posting =
      department &&
      buildJobPosting({ department, role: { role: "Signal Analyst", slug: "signal-analyst" }, siteUrl: "https://lexor.example", applicantCountries: ["GB"] });
    expect(posting?.baseSalary?.value).toMatchObject({ minValue: 65000, maxValue: 80000 });
    expect((await readOwedRefresh(deps.store)).documents).toEqual([{ collection: "departments", id: "signals" }]);
    expect((await readOwedRefresh(deps.store)).paths).toContain("/apply/signals/signal-analyst");
  });

  it("closes a role: off the department's roles, its address gone (410), and opens it again with its facts", async () => {
    await saveRole(await roleForm("signals.signal-lead", { status: "closed" }), deps);
    const closed = await getDepartment(deps.store, "signals");
    expect(closed?.roles).toEqual(["Signal Analyst"]);
    expect(closed?.closedRoles).toMatchObject([{ name: "Signal Lead", slug: "signal-lead" }]);
    expect(await isRemovedAddressIn(deps.store, "/apply/signals/signal-lead")).toBe(true);
    expect((await staffRole("signals.signal-lead", deps))?.role.open).toBe(false);

    await saveRole(await roleForm("signals.signal-lead", { status: "open" }), deps);
    const reopened = await getDepartment(deps.store, "signals");
    expect(reopened?.roles).toEqual(["Signal Analyst", "Signal Lead"]);
    expect(reopened?.closedRoles).toEqual([]);
    expect(reopened?.postings["Signal Lead"]?.postedAt).toBe("2026-03-01T09:00:00.000Z");
  });

  it("refuses a save based on an older version of the department, and writes nothing", async () => {
    const opened = await roleForm("signals.signal-analyst", { name: "Second editor's title" });
    await saveRole(await roleForm("signals.signal-lead", { salaryMin: "1", salaryMax: "2", salaryCurrency: "EUR" }), deps);
    const before = await stored();
    const stale = await refusal(saveRole(opened, deps));
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/Someone else saved this department/);
    expect(await stored()).toEqual(before);
  });

  it("refuses bad input with 400, naming each field, and writes nothing", async () => {
    const before = await stored();
    const bad = await refusal(
      saveRole(await roleForm("signals.signal-analyst", { slug: "Not A Slug", salaryMin: "lots", salaryCurrency: "pounds", postedAt: "yesterday" }), deps),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.details?.fields as object)).toEqual(expect.arrayContaining(["slug", "salaryMin", "salaryCurrency", "postedAt"]));
    const inverted = await refusal(saveRole(await roleForm("signals.signal-analyst", { salaryMin: "90000", salaryMax: "10000" }), deps));
    expect(inverted.details?.fields).toEqual({ salaryMin: "min must not exceed max" });
    const taken = await refusal(saveRole(await roleForm("", { name: "Copy", slug: "signal-lead" }), deps));
    expect(taken.details?.fields).toHaveProperty("slug");
    const email = await refusal(
      saveDepartment(
        {
          id: "signals",
          version: (await staffDepartment("signals", deps))?.version ?? "",
          title: "",
          description: "x",
          hiringEmail: "not-an-address",
          isActive: "on",
        },
        deps,
      ),
    );
    expect(Object.keys(email.details?.fields as object).sort()).toEqual(["hiringEmail", "title"]);
    expect((await refusal(saveDepartment({ id: "nowhere", version: "new", title: "x", description: "", hiringEmail: "", isActive: "" }, deps))).status).toBe(
      404,
    );
    expect(await stored()).toEqual(before);
  });

  it("adds a role dated now, renames a slug keeping the old address, and edits the department's hiring email", async () => {
    expect(
      (
        await saveRole(
          await roleForm("", { name: "Signal Intern", slug: "signal-intern", employmentType: "INTERN", workRemote: "on", applicantCountries: "gb, ie" }),
          deps,
        )
      ).key,
    ).toBe("signals.signal-intern");
    const added = await getDepartment(deps.store, "signals");
    expect(added?.postings["Signal Intern"]).toMatchObject({
      postedAt: NOW.toISOString(),
      employmentType: "INTERN",
      workArrangement: ["Remote"],
      applicantCountries: ["GB", "IE"],
    });
    await saveRole(await roleForm("signals.signal-intern", { slug: "signal-trainee" }), deps);
    expect((await getDepartment(deps.store, "signals"))?.formerRoleSlugs).toEqual({ "signal-intern": "signal-trainee" });

    const department = await staffDepartment("signals", deps);
    await saveDepartment(
      { id: "signals", version: department?.version ?? "", title: "Signals", description: "Edited.", hiringEmail: "", isActive: "on" },
      deps,
    );
    const edited = await stored();
    expect(edited?.description).toBe("Edited.");
    expect(edited).not.toHaveProperty("hiringEmail");
  });

  it("takes a change made by content:push as a new version", async () => {
    const opened = await roleForm("signals.signal-analyst");
    fs.writeFileSync(path.join(folder, "departments", "signals.yaml"), DEPARTMENT.replace("A department to edit.", "Pushed again."));
    await pushContent(loadContentFolder(folder).entries, { store: deps.store, files: deps.files });
    expect((await refusal(saveRole(opened, deps))).status).toBe(409);
  });
});
