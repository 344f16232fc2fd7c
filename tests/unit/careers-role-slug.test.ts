import { describe, expect, it } from "vitest";
import { findRoleBySlug, rolePath, rolesWithSlugs, slugifyRole } from "@/lib/careers/role-slug";

describe("role slugs", () => {
  it("turns role names into readable URL segments", () => {
    expect(slugifyRole("Senior Platform Engineer")).toBe("senior-platform-engineer");
    expect(slugifyRole("  Data & AI Lead ")).toBe("data-and-ai-lead");
    expect(slugifyRole("Ingénieur·e Cloud (Paris)")).toBe("ingenieur-e-cloud-paris");
  });

  it("keeps slugs unique within a department", () => {
    const roles = ["Engineer", "Engineer!", "???", "Engineer"];
    expect(rolesWithSlugs({ roles }).map((link) => link.slug)).toEqual(["engineer", "engineer-2", "role", "engineer-3"]);
    expect(findRoleBySlug({ roles }, "engineer-2")?.role).toBe("Engineer!");
    expect(findRoleBySlug({ roles }, "missing")).toBeUndefined();
  });

  it("builds the apply path", () => {
    expect(rolePath("data-ai", "data-engineer")).toBe("/apply/data-ai/data-engineer");
  });
});
