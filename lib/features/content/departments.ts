import "server-only";
import fs from "node:fs";
import type { ContentEntry, EntryResult } from "@/lib/features/content/entry";
import { parseYaml, validateSource } from "@/lib/features/content/source";
import { type DepartmentFile, departmentFileSchema } from "@/lib/primitives/domain/department";

export function readDepartmentFile(id: string, file: string, display: string): EntryResult {
  const parsed = parseYaml(fs.readFileSync(file, "utf8"), display);
  if ("problems" in parsed) return parsed;
  const validated = validateSource(departmentFileSchema, parsed.source, display);
  if ("problems" in validated) return validated;
  return { entry: departmentEntry(id, validated.value, display) };
}

type FileRole = DepartmentFile["roles"][number];

const postingOf = (role: FileRole) => ({
  ...(role.postedAt && { postedAt: role.postedAt }),
  ...(role.closesAt && { closesAt: role.closesAt }),
  employmentType: role.employmentType,
  ...(role.workArrangement && { workArrangement: role.workArrangement }),
  ...(role.applicantCountries && { applicantCountries: role.applicantCountries }),
  ...(role.salary && { salary: role.salary }),
});

/** The one way a department and its roles become a document, for a file (content:push, the seed) and the browser editor alike. */
export function departmentEntry(id: string, department: DepartmentFile, file: string): ContentEntry {
  const open = department.roles.filter((role) => role.open);
  const closed = department.roles.filter((role) => !role.open);
  return {
    collection: "departments",
    id,
    file,
    images: [],
    stampUpdatedAt: "create",
    fields: () => ({
      title: department.title,
      description: department.description,
      isActive: department.isActive,
      roles: open.map((role) => role.name),
      roleSlugs: open.map((role) => role.slug),
      formerRoleSlugs: Object.fromEntries(open.flatMap((role) => role.formerSlugs.map((former) => [former, role.slug]))),
      postings: Object.fromEntries(open.map((role) => [role.name, postingOf(role)])),
      closedRoles:
        closed.length > 0 ? closed.map((role) => ({ name: role.name, slug: role.slug, formerSlugs: role.formerSlugs, ...postingOf(role) })) : undefined,
      techStack: department.techStack,
      experience: department.experience,
      keyResponsibilities: department.keyResponsibilities,
      benefits: department.benefits,
      workArrangement: department.workArrangement,
      requirements: department.requirements,
      updatedAt: department.updatedAt,
      hiringEmail: department.hiringEmail,
    }),
  };
}
