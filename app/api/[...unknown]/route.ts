import { jsonError } from "@/lib/services/http/errors";

/** Unknown API paths answer a JSON 404 instead of the site-wide redirect to the home page. */
const notFound = () => jsonError(404, "No API route at this path.");

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
