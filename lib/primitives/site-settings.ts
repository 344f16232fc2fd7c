import { config } from "@/lib/primitives/config";

// What pages and components may know of the server's settings. The configuration itself holds
// secrets, so they import this narrow view rather than lib/primitives/config.

/** The site's public address, without a trailing slash: canonical URLs and JSON-LD ids. */
export const siteUrl = (): string => config().siteUrl;

/** The countries a remote role accepts applicants from (JobPosting `applicantLocationRequirements`). */
export const jobApplicantCountries = () => config().JOB_APPLICANT_COUNTRIES;
