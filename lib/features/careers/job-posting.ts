import { careersOffice } from "@/content/careers";
import { site } from "@/content/site";
import { type Department, type EmploymentType, experienceMinYears, type Salary } from "@/lib/primitives/domain/department";
import { type RoleFacts, roleFacts } from "./role-facts";
import { html } from "@/lib/ports/mail/escape";
import { LOGO_PNG } from "@/lib/services/seo/icons";
import { type RoleLink, rolePath } from "./role-slug";
import { countryName, workLocationText } from "./work-location";

export interface JobPostingInput {
  department: Department;
  role: RoleLink;
  siteUrl: string;
  applicantCountries: readonly string[];
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
  validThrough?: string;
  employmentType: EmploymentType;
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
    value: { "@type": "QuantitativeValue"; minValue: number; maxValue: number; unitText: Salary["unit"] };
  };
  experienceRequirements?: { "@type": "OccupationalExperienceRequirements"; monthsOfExperience: number };
}

export interface PostingDates {
  datePosted: string;
  /** Only for a role that closes on a known day: Google asks to leave it out otherwise. */
  validThrough?: string;
}

/** Dates come from the data, never from the render, so they do not move when the page is regenerated. */
export function postingDates(department: Department, role: string): PostingDates | null {
  const own = department.postings[role];
  const datePosted = own?.postedAt ?? department.updatedAt;
  if (!datePosted) return null;
  return { datePosted, ...(own?.closesAt && { validThrough: own.closesAt }) };
}

function descriptionHtml({ department, role }: JobPostingInput, facts: RoleFacts): string {
  const experience = department.experience;
  const where = workLocationText(facts, facts.applicantCountries);
  return html`<p>${role.role}, ${department.title} team at ${site.name}.</p>
<p>${department.description}</p>
${department.keyResponsibilities.length > 0 && html`<h3>Key responsibilities</h3><ul>${department.keyResponsibilities.map((item) => html`<li>${item}</li>`)}</ul>`}
${(department.techStack.length > 0 || experience) && html`<h3>Requirements</h3><ul>${experience && html`<li>Experience: ${experience}</li>`}${department.techStack.length > 0 && html`<li>${department.techStack.join(", ")}</li>`}</ul>`}
${department.benefits.length > 0 && html`<h3>Benefits</h3><ul>${department.benefits.map((item) => html`<li>${item}</li>`)}</ul>`}
<h3>Where you work</h3>${where.remote && html`<p>${where.remote}</p>`}${where.hybrid && html`<p>${where.hybrid}</p>`}${where.office && html`<p>${where.office}</p>`}`.toString();
}

/** A department offering remote and hybrid gets TELECOMMUTE and jobLocation, which Google accepts; every claim is one the page shows. */
export function buildJobPosting(input: JobPostingInput): JobPosting | null {
  const { department, role, siteUrl } = input;
  const dates = postingDates(department, role.role);
  if (!dates) return null;
  const facts = roleFacts(department, role.role, input.applicantCountries);
  const { salary } = facts;
  const remote = facts.workArrangement.includes("Remote");
  const atOffice = facts.workArrangement.includes("Hybrid") || facts.workArrangement.includes("Office");
  const minYears = experienceMinYears(department);

  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: role.role,
    description: descriptionHtml(input, facts),
    ...dates,
    employmentType: facts.employmentType,
    url: `${siteUrl}${rolePath(department.id, role.slug)}`,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: siteUrl,
      logo: `${siteUrl}${LOGO_PNG.src}`,
    },
    identifier: { "@type": "PropertyValue", name: site.name, value: `${department.id}-${role.slug}` },
    directApply: true,
    ...(atOffice && {
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
      applicantLocationRequirements: facts.applicantCountries.map((code) => ({ "@type": "Country", name: countryName(code) })),
    }),
    ...(salary && {
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: salary.currency,
        value: { "@type": "QuantitativeValue", minValue: salary.min, maxValue: salary.max, unitText: salary.unit },
      },
    }),
    ...(minYears !== undefined && {
      experienceRequirements: { "@type": "OccupationalExperienceRequirements", monthsOfExperience: minYears * 12 },
    }),
  };
}
