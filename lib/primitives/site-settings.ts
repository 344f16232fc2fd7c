import { config } from "@/lib/primitives/config";

// The configuration holds secrets, so pages and components import this narrow view instead.

export const siteUrl = (): string => config().siteUrl;

export const jobApplicantCountries = () => config().JOB_APPLICANT_COUNTRIES;
