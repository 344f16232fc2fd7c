import { jsonError } from "@/lib/services/http/errors";

const notFound = () => jsonError(404, "No API route at this path.");

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
