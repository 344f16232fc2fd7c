import fs from "node:fs";
import type { EntryResult } from "@/lib/features/content/entry";
import { parseYaml, validateSource } from "@/lib/features/content/source";
import { departmentFileSchema } from "@/lib/primitives/domain/department";

export function readDepartmentFile(id: string, file: string, display: string): EntryResult {
  const parsed = parseYaml(fs.readFileSync(file, "utf8"), display);
  if ("problems" in parsed) return parsed;
  const validated = validateSource(departmentFileSchema, parsed.source, display);
  if ("problems" in validated) return validated;
  const department = validated.value;
  return {
    entry: {
      collection: "departments",
      id,
      file: display,
      images: [],
      stampUpdatedAt: "create",
      fields: () => ({
        title: department.title,
        description: department.description,
        isActive: department.isActive,
        roles: department.roles.map((role) => role.name),
        roleSlugs: department.roles.map((role) => role.slug),
        formerRoleSlugs: Object.fromEntries(
          department.roles.flatMap((role) => role.formerSlugs.map((former) => [former, role.slug])),
        ),
        postings: Object.fromEntries(
          department.roles.map((role) => [
            role.name,
            {
              ...(role.postedAt && { postedAt: role.postedAt }),
              ...(role.closesAt && { closesAt: role.closesAt }),
              employmentType: role.employmentType,
              ...(role.workArrangement && { workArrangement: role.workArrangement }),
              ...(role.applicantCountries && { applicantCountries: role.applicantCountries }),
              ...(role.salary && { salary: role.salary }),
            },
          ]),
        ),
        techStack: department.techStack,
        experience: department.experience,
        keyResponsibilities: department.keyResponsibilities,
        benefits: department.benefits,
        workArrangement: department.workArrangement,
        requirements: department.requirements,
        updatedAt: department.updatedAt,
        ...(department.hiringEmail && { hiringEmail: department.hiringEmail }),
      }),
    },
  };
}
