import { careersOffice, type SalaryBand } from "@/content/careers";
import { site } from "@/content/site";
import { type Department, experienceMinYears } from "@/lib/domain/department";
import { html } from "@/lib/mail/escape";
import { LOGO_PNG } from "@/lib/seo/icons";
import { type RoleLink, rolePath } from "./role-slug";

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How far ahead of each render the posting is declared valid. Roles are listed until they are
 * removed from their department, and the page is regenerated at least hourly while it is visited,
 * so an open role never carries a date in the past (Google drops postings past validThrough).
 */
export const VALID_THROUGH_DAYS = 60;

export interface JobPostingInput {
  department: Department;
  role: RoleLink;
  salary?: SalaryBand;
  siteUrl: string;
  /** ISO 3166-1 alpha-2 codes of the countries remote applicants may live in. */
  applicantCountries: readonly string[];
  now: Date;
}

interface Country {
  "@type": "Country";
  name: string;
}

/** schema.org JobPosting as Google reads it (developers.google.com/search/docs/appearance/structured-data/job-posting). */
export interface JobPosting {
  "@context": "https://schema.org";
  "@type": "JobPosting";
  title: string;
  description: string;
  datePosted: string;
  validThrough: string;
  employmentType: "FULL_TIME";
  url: string;
  hiringOrganization: { "@type": "Organization"; name: string; sameAs: string; logo: string };
  identifier: { "@type": "PropertyValue"; name: string; value: string };
  directApply: true;
  jobLocation?: {
    "@type": "Place";
    address: {
      "@type": "PostalAddress";
      streetAddress: string;
      addressLocality: string;
      addressRegion: string;
      postalCode: string;
      addressCountry: string;
    };
  };
  jobLocationType?: "TELECOMMUTE";
  applicantLocationRequirements?: Country[];
  baseSalary?: {
    "@type": "MonetaryAmount";
    currency: string;
    value: { "@type": "QuantitativeValue"; minValue: number; maxValue: number; unitText: "YEAR" };
  };
  experienceRequirements?: { "@type": "OccupationalExperienceRequirements"; monthsOfExperience: number };
}

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/** "GB" → "United Kingdom": Google wants countries by name, and "Remote" is not one. */
export function countryName(code: string): string {
  return countryNames.of(code) ?? code;
}

function descriptionHtml({ department, role }: JobPostingInput): string {
  const experience = department.experience;
  return html`<p>${role.role}, ${department.title} team at ${site.name}.</p>
<p>${department.description}</p>
${department.keyResponsibilities.length > 0 && html`<h3>Key responsibilities</h3><ul>${department.keyResponsibilities.map((item) => html`<li>${item}</li>`)}</ul>`}
${(department.techStack.length > 0 || experience) && html`<h3>Requirements</h3><ul>${experience && html`<li>Experience: ${experience}</li>`}${department.techStack.length > 0 && html`<li>${department.techStack.join(", ")}</li>`}</ul>`}
${department.benefits.length > 0 && html`<h3>Benefits</h3><ul>${department.benefits.map((item) => html`<li>${item}</li>`)}</ul>`}
<p>Work arrangement: ${department.workArrangement.join(" or ")}.</p>`.toString();
}

/**
 * The JobPosting of one role page. Remote work is declared with jobLocationType TELECOMMUTE and the
 * countries applicants may live in; hybrid work adds the office as jobLocation. A department that
 * offers both gets both, which Google accepts for jobs that can be done remotely or on site.
 */
export function buildJobPosting(input: JobPostingInput): JobPosting {
  const { department, role, salary, siteUrl, applicantCountries, now } = input;
  const datePosted = department.updatedAt ?? now.toISOString();
  const remote = department.workArrangement.includes("Remote");
  const hybrid = department.workArrangement.includes("Hybrid");
  const minYears = experienceMinYears(department);

  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: role.role,
    description: descriptionHtml(input),
    datePosted,
    validThrough: new Date(now.getTime() + VALID_THROUGH_DAYS * DAY_MS).toISOString(),
    employmentType: "FULL_TIME",
    url: `${siteUrl}${rolePath(department.id, role.slug)}`,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: siteUrl,
      logo: `${siteUrl}${LOGO_PNG.src}`,
    },
    identifier: { "@type": "PropertyValue", name: site.name, value: `${department.id}-${role.slug}` },
    directApply: true,
    ...(hybrid && {
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: careersOffice.streetAddress,
          addressLocality: careersOffice.addressLocality,
          addressRegion: careersOffice.addressRegion,
          postalCode: careersOffice.postalCode,
          addressCountry: careersOffice.addressCountry,
        },
      },
    }),
    ...(remote && {
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: applicantCountries.map((code) => ({ "@type": "Country", name: countryName(code) })),
    }),
    ...(salary && {
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: salary.currency,
        value: { "@type": "QuantitativeValue", minValue: salary.min, maxValue: salary.max, unitText: "YEAR" },
      },
    }),
    ...(minYears !== undefined && {
      experienceRequirements: { "@type": "OccupationalExperienceRequirements", monthsOfExperience: minYears * 12 },
    }),
  };
}
