import { describe, expect, it } from "vitest";
import { findRoleBySlug, resolveRoleSlug, rolePath, rolesWithSlugs } from "@/lib/features/careers/role-slug";
import { slugify } from "@/lib/primitives/format/slug";
import { departmentSchema } from "@/lib/primitives/domain/department";

describe("role slugs", () => {
  it("turns role names into readable URL segments", () => {
    expect(slugify("Senior Platform Engineer")).toBe("senior-platform-engineer");
    expect(slugify("  Data & AI Lead ")).toBe("data-and-ai-lead");
    expect(slugify("Ingénieur·e Cloud (Paris)")).toBe("ingenieur-e-cloud-paris");
  });

  it("keeps slugs unique within a department", () => {
    const roles = ["Engineer", "Engineer!", "???", "Engineer"];
    expect(rolesWithSlugs({ roles }).map((link) => link.slug)).toEqual(["engineer", "engineer-2", "role", "engineer-3"]);
    expect(findRoleBySlug({ roles }, "engineer-2")?.role).toBe("Engineer!");
    expect(findRoleBySlug({ roles }, "missing")).toBeUndefined();
  });

  it("keeps a stored slug when the role is renamed, and derives one only for roles without", () => {
    const stored = { roles: ["Staff Platform Engineer", "Data Engineer"], roleSlugs: ["senior-platform-engineer"] };
    expect(rolesWithSlugs(stored)).toEqual([
      { role: "Staff Platform Engineer", slug: "senior-platform-engineer" },
      { role: "Data Engineer", slug: "data-engineer" },
    ]);
    // A derived slug never takes an address a stored slug names.
    expect(rolesWithSlugs({ roles: ["Data Engineer", "Analyst"], roleSlugs: [undefined, "data-engineer"] }).map((link) => link.slug)).toEqual([
      "data-engineer-2",
      "data-engineer",
    ]);
  });

  it("sends a former slug to the role's current address, and nothing else anywhere", () => {
    const department = {
      roles: ["Senior Data Engineer"],
      roleSlugs: ["senior-data-engineer"],
      formerRoleSlugs: { "data-engineer": "senior-data-engineer", "gone-role": "no-such-slug", constructor: "x" },
    };
    expect(resolveRoleSlug(department, "senior-data-engineer")).toEqual({ role: { role: "Senior Data Engineer", slug: "senior-data-engineer" } });
    expect(resolveRoleSlug(department, "data-engineer")).toEqual({ movedTo: { role: "Senior Data Engineer", slug: "senior-data-engineer" } });
    expect(resolveRoleSlug(department, "gone-role")).toBeNull();
    expect(resolveRoleSlug(department, "toString")).toBeNull();
    expect(resolveRoleSlug(department, "constructor")).toBeNull();
  });

  it("reads departments stored before slugs as they were, and ignores malformed slugs", () => {
    const legacy = departmentSchema.parse({ id: "eng", title: "Engineering", roles: ["Senior Platform Engineer"] });
    expect(legacy.roleSlugs).toEqual([]);
    expect(legacy.formerRoleSlugs).toEqual({});
    expect(rolesWithSlugs(legacy)[0]?.slug).toBe("senior-platform-engineer");
    const odd = departmentSchema.parse({ id: "eng", title: "E", roles: ["A", "B"], roleSlugs: ["Not A Slug", 7], formerRoleSlugs: "x" });
    expect(rolesWithSlugs(odd).map((link) => link.slug)).toEqual(["a", "b"]);
    expect(odd.formerRoleSlugs).toEqual({});
  });

  it("builds the apply path", () => {
    expect(rolePath("data-ai", "data-engineer")).toBe("/apply/data-ai/data-engineer");
  });
});
