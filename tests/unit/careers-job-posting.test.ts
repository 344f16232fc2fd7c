import { describe, expect, it } from "vitest";
import { demoDepartments } from "@/tests/support/demo-content";
import { roleDescription } from "@/lib/features/careers/copy";
import { buildJobPosting, type JobPosting, postingDates } from "@/lib/features/careers/job-posting";
import { countryName, officeAddressLine, workLocationText } from "@/lib/features/careers/work-location";
import { rolesWithSlugs } from "@/lib/features/careers/role-slug";
import { employmentTypeText, salaryText } from "@/lib/features/careers/role-facts";
import { type Department, departmentFileSchema, departmentSchema } from "@/lib/primitives/domain/department";

const department = (id: string): Department => {
  const found = demoDepartments.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no demo department ${id}`);
  return departmentSchema.parse(found);
};

function build(departmentId: string, overrides: Partial<Department> = {}, roleIndex = 0): JobPosting | null {
  const source = { ...department(departmentId), ...overrides };
  const role = rolesWithSlugs(source)[roleIndex];
  if (!role) throw new Error("no role");
  return buildJobPosting({
    department: source,
    role,
    siteUrl: "https://lexor.example",
    applicantCountries: ["US", "GB", "DE"],
  });
}

function posting(departmentId: string, overrides: Partial<Department> = {}, roleIndex = 0): JobPosting {
  const data = build(departmentId, overrides, roleIndex);
  if (!data) throw new Error("no posting");
  return data;
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
  });

  it("dates each role from its own posting, and closes only roles that have a closing date", () => {
    // Engineering's Full Stack Engineer (third role) was posted before the department's last edit.
    expect(posting("engineering", {}, 2).datePosted).toBe("2026-01-12T09:00:00.000Z");
    expect(posting("engineering", {}, 2).validThrough).toBeUndefined();
    // Security Engineer (fifth) has a closing date, which becomes validThrough.
    expect(posting("engineering", {}, 4)).toMatchObject({ datePosted: "2026-03-02T09:00:00.000Z", validThrough: "2027-06-30T23:59:00.000Z" });
    // Neither moves between renders: nothing in them comes from the clock.
    expect(posting("engineering", {}, 4)).toEqual(posting("engineering", {}, 4));
  });

  it("falls back to the department's last edit, and makes no posting without any date", () => {
    expect(posting("engineering", { postings: {} }).datePosted).toBe("2026-03-02T09:00:00.000Z");
    expect(build("engineering", { postings: {}, updatedAt: undefined })).toBeNull();
    expect(postingDates(department("strategy"), "Unknown role")).toEqual({ datePosted: "2026-02-18T08:15:00.000Z" });
  });

  it("writes the description as escaped HTML", () => {
    const data = posting("engineering", { description: "Ships <fast> & safe" });
    expect(data.description).toContain("<p>Ships &lt;fast&gt; &amp; safe</p>");
    expect(data.description).toContain("<h3>Key responsibilities</h3><ul><li>");
  });

  it("leaves out experience when the department gives none", () => {
    expect(posting("design", { experience: undefined }).experienceRequirements).toBeUndefined();
  });

  it("says in its description what TELECOMMUTE and jobLocation assert, in the page's own words", () => {
    const both = posting("engineering");
    const text = workLocationText(department("engineering"), ["US", "GB", "DE"]);
    expect(text.remote).toContain("100% remotely");
    expect(text.remote).toContain("from any of these countries: United States, United Kingdom, and Germany.");
    expect(text.hybrid).toContain(officeAddressLine());
    expect(both.description).toContain(`<p>${text.remote}</p>`);
    expect(both.description).toContain(`<p>${text.hybrid}</p>`);
    const remoteOnly = workLocationText(department("data-ai"), ["US"]);
    expect(remoteOnly.hybrid).toBeUndefined();
    expect(workLocationText({ workArrangement: ["Hybrid"] }, ["US"]).remote).toBeUndefined();
  });

  it("describes a role page in 50 to 160 characters", () => {
    for (const source of demoDepartments) {
      const parsed = departmentSchema.parse(source);
      for (const role of parsed.roles) {
        const description = roleDescription(parsed, role);
        expect(description.length, description).toBeGreaterThanOrEqual(50);
        expect(description.length, description).toBeLessThanOrEqual(160);
      }
    }
  });

  it("names countries in English", () => {
    expect(countryName("NL")).toBe("Netherlands");
    expect(countryName("PT")).toBe("Portugal");
  });

  it("takes each role's employment type, place of work, countries and salary from its content", () => {
    const security = posting("engineering", {}, 4);
    expect(security.title).toBe("Security Engineer");
    expect(security.jobLocation?.address.streetAddress).toBeTruthy();
    expect(security.jobLocationType).toBeUndefined();
    expect(security.description).toContain("On site: every working day at");

    const contract = posting("data-ai", {}, 1);
    expect(contract).toMatchObject({
      title: "Data Engineer",
      employmentType: "CONTRACTOR",
      baseSalary: { currency: "GBP", value: { minValue: 550, maxValue: 700, unitText: "DAY" } },
    });
    expect(salaryText({ currency: "GBP", min: 550, max: 700, unit: "DAY" })).toBe("£550 – £700 a day");
    expect(employmentTypeText("CONTRACTOR")).toBe("Contract");

    const scientist = posting("data-ai", {}, 2);
    expect(scientist.applicantLocationRequirements?.map((country) => country.name)).toEqual(["United Kingdom", "Ireland", "Netherlands", "Portugal"]);
    expect(posting("strategy", {}, 1).employmentType).toBe("PART_TIME");
  });

  it("refuses role content that Google could not read", () => {
    const role = (fields: Record<string, unknown>) =>
      departmentFileSchema.safeParse({ title: "T", isActive: true, roles: [{ name: "R", slug: "r", ...fields }] });
    expect(role({ employmentType: "FULL_TIME", salary: { min: 1, max: 2, currency: "GBP" } }).success).toBe(true);
    for (const bad of [
      { employmentType: "SOMETIMES" },
      { salary: { min: 3, max: 2, currency: "GBP" } },
      { salary: { min: 1, max: 2, currency: "pounds" } },
      { salary: { min: 1, max: 2, currency: "GBP", unit: "FORTNIGHT" } },
      { applicantCountries: ["XX"] },
      { applicantCountries: ["Remote"] },
      { workArrangement: ["Anywhere"] },
    ]) {
      expect(role(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
