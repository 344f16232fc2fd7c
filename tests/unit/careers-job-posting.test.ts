import { describe, expect, it } from "vitest";
import { demoDepartments } from "@/content/demo";
import { salaryBands } from "@/content/careers";
import { buildJobPosting, countryName, VALID_THROUGH_DAYS } from "@/lib/careers/job-posting";
import { rolesWithSlugs } from "@/lib/careers/role-slug";
import { type Department, departmentSchema } from "@/lib/domain/department";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const department = (id: string): Department => {
  const found = demoDepartments.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no demo department ${id}`);
  return departmentSchema.parse(found);
};

function posting(departmentId: string, overrides: Partial<Department> = {}) {
  const source = { ...department(departmentId), ...overrides };
  const [role] = rolesWithSlugs(source);
  if (!role) throw new Error("no role");
  return buildJobPosting({
    department: source,
    role,
    salary: salaryBands[source.id],
    siteUrl: "https://lexor.example",
    applicantCountries: ["US", "GB", "DE"],
    now: NOW,
  });
}

describe("JobPosting structured data", () => {
  it("describes a remote-only role with TELECOMMUTE and real countries, and no office", () => {
    const data = posting("data-ai");
    expect(data.jobLocationType).toBe("TELECOMMUTE");
    expect(data.applicantLocationRequirements).toEqual([
      { "@type": "Country", name: "United States" },
      { "@type": "Country", name: "United Kingdom" },
      { "@type": "Country", name: "Germany" },
    ]);
    expect(data.jobLocation).toBeUndefined();
  });

  it("adds the office for roles that can be hybrid", () => {
    const both = posting("engineering");
    expect(both.jobLocation?.address.addressCountry).toBe("GB");
    expect(both.jobLocationType).toBe("TELECOMMUTE");
    const hybridOnly = posting("engineering", { workArrangement: ["Hybrid"] });
    expect(hybridOnly.jobLocation?.address.streetAddress).toBeTruthy();
    expect(hybridOnly.jobLocationType).toBeUndefined();
    expect(hybridOnly.applicantLocationRequirements).toBeUndefined();
  });

  it("fills Google's required and recommended fields", () => {
    const data = posting("engineering");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Senior Platform Engineer",
      datePosted: "2026-03-02T09:00:00.000Z",
      employmentType: "FULL_TIME",
      directApply: true,
      url: "https://lexor.example/apply/engineering/senior-platform-engineer",
      hiringOrganization: {
        "@type": "Organization",
        name: "Lexor",
        sameAs: "https://lexor.example",
        logo: "https://lexor.example/icons/icon-512.png",
      },
      identifier: { "@type": "PropertyValue", name: "Lexor", value: "engineering-senior-platform-engineer" },
      baseSalary: { currency: "GBP", value: { minValue: 70_000, maxValue: 110_000, unitText: "YEAR" } },
      experienceRequirements: { "@type": "OccupationalExperienceRequirements", monthsOfExperience: 36 },
    });
    expect(new Date(data.validThrough).getTime()).toBe(NOW.getTime() + VALID_THROUGH_DAYS * 86_400_000);
  });

  it("writes the description as escaped HTML", () => {
    const data = posting("engineering", { description: "Ships <fast> & safe" });
    expect(data.description).toContain("<p>Ships &lt;fast&gt; &amp; safe</p>");
    expect(data.description).toContain("<h3>Key responsibilities</h3><ul><li>");
  });

  it("leaves out experience when the department gives none, and dates a posting without updatedAt now", () => {
    const data = posting("design", { experience: undefined, updatedAt: undefined });
    expect(data.experienceRequirements).toBeUndefined();
    expect(data.datePosted).toBe(NOW.toISOString());
  });

  it("names countries in English", () => {
    expect(countryName("NL")).toBe("Netherlands");
    expect(countryName("PT")).toBe("Portugal");
  });
});
