import { expect, type Page, test } from "@playwright/test";
import { careersOffice } from "@/content/careers";
import { employmentTypeText, roleFacts, salaryText } from "@/lib/features/careers/role-facts";
import { countryName } from "@/lib/features/careers/work-location";
import { formatDate } from "@/lib/primitives/format/date";
import { demoDepartments } from "@/tests/support/demo-content";
import { ANY_VIEWPORT } from "./support/viewports";
import { expectNoAxeViolations } from "./support/axe";

/*
 * Google's job posting rules (developers.google.com/search/docs/appearance/structured-data/job-posting),
 * written out as a checker:
 * required    title, description (HTML), datePosted, hiringOrganization, and jobLocation, or for a
 *             fully remote job jobLocationType TELECOMMUTE with applicantLocationRequirements;
 * recommended validThrough (only for a posting with a known end), employmentType, identifier,
 *             baseSalary, directApply, applicantLocationRequirements and jobLocationType for remote work;
 * content     TELECOMMUTE only where the page says the job can be done 100% remotely, and the
 *             countries applicants may live in are named there; a jobLocation the page shows;
 * beta        experienceRequirements (OccupationalExperienceRequirements with monthsOfExperience).
 */

type Json = Record<string, unknown>;

const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"];
const SALARY_UNITS = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** Every country name the English locale knows, so a made-up place ("Remote") stands out. */
const COUNTRY_NAMES = (() => {
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  const all = new Set<string>();
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      const name = names.of(code);
      if (name && name !== code) all.add(name);
    }
  }
  return all;
})();

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const isAbsoluteUrl = (value: unknown) => isText(value) && /^https?:\/\/[^/]+/.test(value);
const isDate = (value: unknown) => isText(value) && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));

function postalAddressProblems(address: unknown): string[] {
  if (!isObject(address) || address["@type"] !== "PostalAddress") return ["jobLocation.address must be a PostalAddress"];
  const problems: string[] = [];
  if (!isText(address.addressCountry)) problems.push("jobLocation.address.addressCountry is required");
  for (const field of ["streetAddress", "addressLocality", "addressRegion", "postalCode"]) {
    if (!isText(address[field])) problems.push(`jobLocation.address.${field} is recommended`);
  }
  return problems;
}

/** Everything Google would flag as an error or warning in one JobPosting, as readable strings. */
function jobPostingProblems(posting: Json, now: number): string[] {
  const problems: string[] = [];
  if (posting["@context"] !== "https://schema.org") problems.push("@context must be https://schema.org");
  if (posting["@type"] !== "JobPosting") problems.push("@type must be JobPosting");

  if (!isText(posting.title)) problems.push("title is required");
  else if (/[<>!]|^[^a-z]*$/.test(posting.title)) problems.push("title must be a plain job title");

  if (!isText(posting.description)) problems.push("description is required");
  else if (!/<(p|ul|li|br|h\d)\b/.test(posting.description)) problems.push("description should be HTML");

  if (!isDate(posting.datePosted)) problems.push("datePosted must be an ISO 8601 date");
  else if (Date.parse(posting.datePosted as string) > now) problems.push("datePosted is in the future");

  const organization = posting.hiringOrganization;
  if (!isObject(organization) || organization["@type"] !== "Organization" || !isText(organization.name)) {
    problems.push("hiringOrganization must be an Organization with a name");
  } else {
    if (!isAbsoluteUrl(organization.sameAs)) problems.push("hiringOrganization.sameAs should be the company's URL");
    if (!isAbsoluteUrl(organization.logo)) problems.push("hiringOrganization.logo should be an absolute URL");
  }

  const remote = posting.jobLocationType === "TELECOMMUTE";
  if (posting.jobLocationType !== undefined && !remote) problems.push("jobLocationType can only be TELECOMMUTE");
  if (posting.jobLocation === undefined && !remote) problems.push("jobLocation is required unless the job is remote");
  if (posting.jobLocation !== undefined) {
    const place = posting.jobLocation;
    if (!isObject(place) || place["@type"] !== "Place") problems.push("jobLocation must be a Place");
    else problems.push(...postalAddressProblems(place.address));
  }
  if (remote) {
    const areas = posting.applicantLocationRequirements;
    if (!Array.isArray(areas) || areas.length === 0) {
      problems.push("applicantLocationRequirements must list where remote applicants may live");
    } else {
      for (const area of areas) {
        if (!isObject(area) || area["@type"] !== "Country" || !isText(area.name)) {
          problems.push(`applicantLocationRequirements entry ${JSON.stringify(area)} must be a Country with a name`);
        } else if (!COUNTRY_NAMES.has(area.name)) {
          problems.push(`"${area.name}" is not a country`);
        }
      }
    }
  }

  if (posting.validThrough !== undefined) {
    if (!isDate(posting.validThrough)) problems.push("validThrough must be an ISO 8601 date");
    else if (Date.parse(posting.validThrough as string) <= now) problems.push("validThrough has passed: Google drops the posting");
  }

  if (!EMPLOYMENT_TYPES.includes(posting.employmentType as string)) problems.push("employmentType should be a Google value");

  const identifier = posting.identifier;
  if (!isObject(identifier) || identifier["@type"] !== "PropertyValue" || !isText(identifier.name) || !isText(identifier.value)) {
    problems.push("identifier should be a PropertyValue with name and value");
  }

  const salary = posting.baseSalary;
  if (!isObject(salary) || salary["@type"] !== "MonetaryAmount" || !/^[A-Z]{3}$/.test(String(salary.currency))) {
    problems.push("baseSalary should be a MonetaryAmount with an ISO 4217 currency");
  } else {
    const value = salary.value;
    const ranged = isObject(value) && typeof value.minValue === "number" && typeof value.maxValue === "number";
    if (!isObject(value) || value["@type"] !== "QuantitativeValue" || !(ranged || typeof value.value === "number")) {
      problems.push("baseSalary.value should be a QuantitativeValue with value or minValue and maxValue");
    } else {
      if (ranged && (value.minValue as number) > (value.maxValue as number)) problems.push("baseSalary minValue exceeds maxValue");
      if (!SALARY_UNITS.includes(value.unitText as string)) problems.push("baseSalary.value.unitText should be HOUR to YEAR");
    }
  }

  if (posting.directApply !== true) problems.push("directApply should be true: applicants apply on this page");

  const experience = posting.experienceRequirements;
  if (
    experience !== undefined &&
    (!isObject(experience) ||
      experience["@type"] !== "OccupationalExperienceRequirements" ||
      typeof experience.monthsOfExperience !== "number" ||
      experience.monthsOfExperience < 0)
  ) {
    problems.push("experienceRequirements must state monthsOfExperience");
  }
  return problems;
}

test("the checker catches what Google would reject", ANY_VIEWPORT, () => {
  const now = Date.now();
  const problems = jobPostingProblems(
    {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Engineer",
      description: "No markup",
      datePosted: "yesterday",
      hiringOrganization: { "@type": "Organization", name: "Lexor" },
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [{ "@type": "Country", name: "Remote" }],
      validThrough: "2020-01-01",
      employmentType: "FULL_TIME",
    },
    now,
  );
  expect(problems).toEqual([
    "description should be HTML",
    "datePosted must be an ISO 8601 date",
    "hiringOrganization.sameAs should be the company's URL",
    "hiringOrganization.logo should be an absolute URL",
    '"Remote" is not a country',
    "validThrough has passed: Google drops the posting",
    "identifier should be a PropertyValue with name and value",
    "baseSalary should be a MonetaryAmount with an ISO 4217 currency",
    "directApply should be true: applicants apply on this page",
  ]);
});

test("every open role has a page in the sitemap with one JobPosting that passes Google's rules", ANY_VIEWPORT, async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? "";

  // The demo content's departments: other specs publish departments of their own for a moment.
  const demoPaths = new Set(demoDepartments.filter((department) => department.isActive).map((department) => `/careers/${department.id}`));
  const rolePaths: string[] = [];
  // The role pages, found the way a visitor finds them: careers list → department → role.
  await page.goto("/careers");
  const departmentPaths = (
    await page.getByRole("link", { name: /^View Positions in / }).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
  ).filter((path) => demoPaths.has(path));
  expect(departmentPaths.sort()).toEqual(["/careers/data-ai", "/careers/engineering", "/careers/strategy"]);
  for (const departmentPath of departmentPaths) {
    await page.goto(departmentPath);
    rolePaths.push(
      ...(await page
        .getByRole("region", { name: "Open Roles" })
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))),
    );
  }
  expect(rolePaths).toHaveLength(10);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  const sitemapRoles = [...sitemap.matchAll(/<loc>([^<]*\/apply\/([^/<]*)\/[^<]*)<\/loc>/g)]
    .filter((match) => demoPaths.has(`/careers/${match[2]}`))
    .map((match) => match[1]);
  expect(sitemapRoles.sort()).toEqual(rolePaths.map((path) => `${origin}${path}`).sort());

  // The e2e server's JOB_APPLICANT_COUNTRIES default, for roles whose content names none.
  const siteCountries = ["US", "GB", "DE", "NL", "PL", "PT", "ES", "CA"];
  for (const rolePath of rolePaths) {
    await page.goto(rolePath);
    const scripts = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Json);
    const postings = scripts.filter((data) => data["@type"] === "JobPosting");
    expect(postings, rolePath).toHaveLength(1);
    const [posting] = postings as [Json];
    expect(jobPostingProblems(posting, Date.now()), rolePath).toEqual([]);

    // The markup describes this page and what it shows.
    const [, , departmentId, roleSlug] = rolePath.split("/");
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    expect(posting.title).toBe(heading);
    expect(posting.url).toBe(`${origin}${rolePath}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${rolePath}`);
    // Employment type and salary come from the role's content, and the page shows both.
    const source = demoDepartments.find((department) => department.id === departmentId);
    if (!source) throw new Error(`no demo department ${departmentId}`);
    const facts = roleFacts(source, heading ?? "", siteCountries);
    expect(posting.employmentType, rolePath).toBe(facts.employmentType);
    expect(facts.salary, rolePath).toBeDefined();
    expect(posting.baseSalary, rolePath).toEqual({
      "@type": "MonetaryAmount",
      currency: facts.salary?.currency,
      value: { "@type": "QuantitativeValue", minValue: facts.salary?.min, maxValue: facts.salary?.max, unitText: facts.salary?.unit },
    });
    const shown = (label: string) => page.locator("dt", { hasText: label }).locator("xpath=../dd");
    await expect(shown("Employment type")).toHaveText(employmentTypeText(facts.employmentType));
    await expect(shown("Base salary")).toHaveText(facts.salary ? salaryText(facts.salary) : "");
    expect(posting.identifier).toEqual({ "@type": "PropertyValue", name: "Lexor", value: `${departmentId}-${roleSlug}` });
    expect(posting.hiringOrganization).toMatchObject({ logo: `${origin}/icons/icon-512.png`, sameAs: origin });
    expect(await postingProblemsAgainstPage(page, posting, departmentId ?? "", heading ?? ""), rolePath).toEqual([]);

    const arrangements = await page.locator("dt", { hasText: "Work arrangement" }).locator("xpath=..").locator("dd span").allTextContents();
    if (arrangements.includes("Remote")) {
      expect(posting.jobLocationType).toBe("TELECOMMUTE");
      expect((posting.applicantLocationRequirements as Json[]).map((area) => area.name)).toEqual(facts.applicantCountries.map((code) => countryName(code)));
    }
    expect(posting.jobLocation !== undefined, rolePath).toBe(arrangements.includes("Hybrid") || arrangements.includes("Office"));
    const experience = await page.locator("dt", { hasText: "Experience" }).locator("xpath=../dd").textContent();
    const years = Number(/\d+/.exec(experience ?? "")?.[0]);
    expect(posting.experienceRequirements).toEqual({
      "@type": "OccupationalExperienceRequirements",
      monthsOfExperience: years * 12,
    });

    // The form on the page is for this role.
    await expect(page.getByRole("region", { name: "Apply Now" }).getByLabel("Role")).toHaveValue(heading ?? "");
  }
});

/** What the role page itself shows, as a crawler reads it: its visible text and its <time> elements. */
async function pageFacts(page: Page) {
  const main = page.getByRole("main");
  return {
    // Rendered text, not textContent: the JSON-LD script inside the page must not vouch for itself.
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown is the point.
    text: (await main.innerText()).replace(/\s+/g, " "),
    times: await main.locator("time").evaluateAll((times) =>
      // What each date is said to be: the words just before it ("Posted", "Applications close").
      times.map((time) => ({ dateTime: time.getAttribute("datetime") ?? "", text: time.textContent ?? "", context: time.previousSibling?.textContent ?? "" })),
    ),
  };
}

/**
 * Everything the JobPosting claims that its page does not show (Google: structured data must
 * describe the visible content), and dates that do not come from the role's own data.
 */
async function postingProblemsAgainstPage(page: Page, posting: Json, departmentId: string, role: string): Promise<string[]> {
  const { text, times } = await pageFacts(page);
  const problems: string[] = [];
  const remote = posting.jobLocationType === "TELECOMMUTE";
  if (remote !== text.includes("100% remotely")) problems.push(`TELECOMMUTE is ${remote}, but the page ${remote ? "never says" : "says"} "100% remotely"`);
  for (const area of (posting.applicantLocationRequirements as Json[] | undefined) ?? []) {
    if (!text.includes(String(area.name))) problems.push(`applicant country ${String(area.name)} is not named on the page`);
  }
  const place = posting.jobLocation as Json | undefined;
  if (place) {
    const address = place.address as Json;
    for (const field of ["streetAddress", "addressLocality", "postalCode"]) {
      if (!text.includes(String(address[field]))) problems.push(`jobLocation ${field} "${String(address[field])}" is not on the page`);
    }
  }
  const posted = times.find((time) => time.dateTime === posting.datePosted);
  if (!posted?.context.includes("Posted") || posted.text !== formatDate(String(posting.datePosted))) {
    problems.push(`datePosted ${String(posting.datePosted)} is not shown as "Posted …"`);
  }
  const closes = times.find((time) => time.context.includes("Applications close"));
  if (posting.validThrough !== closes?.dateTime)
    problems.push(`validThrough ${String(posting.validThrough)} is not the closing date shown (${closes?.dateTime})`);
  if (closes && closes.text !== formatDate(closes.dateTime)) problems.push("the closing date is printed wrongly");
  // Both dates are the role's own, from the data: a regenerated page keeps them.
  const source = demoDepartments.find((department) => department.id === departmentId);
  const own = (source?.postings as Record<string, { postedAt: string; closesAt?: string }> | undefined)?.[role];
  if (posting.datePosted !== (own?.postedAt ?? source?.updatedAt)) problems.push(`datePosted is not the role's own posting date`);
  if (posting.validThrough !== own?.closesAt) problems.push("validThrough is not the role's own closing date");
  return problems;
}

test("the page checker catches markup the page does not back up", ANY_VIEWPORT, async ({ page }) => {
  await page.setContent(`<main><h1>Engineer</h1><p>Hybrid in Leeds.</p><p>Posted <time datetime="2026-01-02T00:00:00.000Z">January 2, 2026</time></p></main>`);
  const problems = await postingProblemsAgainstPage(
    page,
    {
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [{ "@type": "Country", name: "Spain" }],
      jobLocation: {
        "@type": "Place",
        address: { streetAddress: careersOffice.streetAddress, addressLocality: "Leeds", postalCode: careersOffice.postalCode },
      },
      datePosted: "2026-01-02T00:00:00.000Z",
      validThrough: "2027-01-01T00:00:00.000Z",
    },
    "engineering",
    "Senior Platform Engineer",
  );
  expect(problems).toEqual([
    'TELECOMMUTE is true, but the page never says "100% remotely"',
    "applicant country Spain is not named on the page",
    `jobLocation streetAddress "${careersOffice.streetAddress}" is not on the page`,
    `jobLocation postalCode "${careersOffice.postalCode}" is not on the page`,
    "validThrough 2027-01-01T00:00:00.000Z is not the closing date shown (undefined)",
    "datePosted is not the role's own posting date",
    "validThrough is not the role's own closing date",
  ]);
});

test("a role page is accessible and has no breadcrumb trail of its own", async ({ page }) => {
  await page.goto("/apply/data-ai/applied-ai-scientist");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applied AI Scientist");
  await expect(page.getByRole("link", { name: "All Data & AI positions" })).toHaveAttribute("href", "/careers/data-ai");
  const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => (JSON.parse(text) as Json)["@type"]);
  expect(types).not.toContain("BreadcrumbList");
  await expectNoAxeViolations(page);
});
