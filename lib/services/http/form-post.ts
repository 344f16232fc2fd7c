import "server-only";
import type { z } from "zod";
import { INVALID_FIELDS, fieldErrors } from "@/lib/primitives/domain/field-errors";
import { ENHANCED_FORM_HEADER, FORM_OUTCOME_COOKIE, FORM_OUTCOME_PATH, type FormOutcome } from "@/lib/services/forms/outcome";
import { httpOnlyCookie } from "@/lib/services/http/cookies";
import { DEFAULT_JSON_LIMIT_BYTES, parseJsonBody, readLimitedBody } from "@/lib/services/http/body";
import { HttpError } from "@/lib/services/http/errors";

export const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
/** A cookie stays under 4096 bytes with its name and attributes. */
const OUTCOME_COOKIE_BYTES = 3600;
const OUTCOME_COOKIE_SECONDS = 120;

export function isPageSubmission(request: Request): boolean {
  if (request.headers.get(ENHANCED_FORM_HEADER)) return false;
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? "")) return false;
  return /text\/html/i.test(request.headers.get("accept") ?? "");
}

const submitted = new WeakMap<Request, Record<string, string>>();

export function rememberValues(request: Request, values: Record<string, unknown>): void {
  const text = Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  submitted.set(request, Object.fromEntries(text));
}

export const submittedValues = (request: Request) => submitted.get(request) ?? {};

export async function parseWriteBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  limit = DEFAULT_JSON_LIMIT_BYTES,
  fromForm: (fields: Record<string, string>) => Record<string, unknown> = (fields) => fields,
): Promise<z.output<Schema>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType)) return parseJsonBody(request, schema, limit);
  const text = new TextDecoder().decode(await readLimitedBody(request, limit));
  const fields = Object.fromEntries(new URLSearchParams(text));
  rememberValues(request, fields);
  const result = schema.safeParse(fromForm(fields));
  if (!result.success) throw new HttpError(400, INVALID_FIELDS, { fields: fieldErrors(result.error) });
  return result.data;
}

function encodeOutcome(outcome: FormOutcome): string {
  const encode = (value: FormOutcome) => Buffer.from(JSON.stringify(value), "utf8").toString("base64url");
  let encoded = encode(outcome);
  const values = { ...outcome.values };
  while (encoded.length > OUTCOME_COOKIE_BYTES) {
    const longest = Object.keys(values).sort((a, b) => (values[b]?.length ?? 0) - (values[a]?.length ?? 0))[0];
    if (!longest || !values[longest]) return encode({ ...outcome, values: {} });
    values[longest] = "";
    encoded = encode({ ...outcome, values });
  }
  return encoded;
}

// The outcome rides in a short-lived cookie on that path only, never in the address: it holds what the visitor typed.
export function formOutcomeResponse(outcome: FormOutcome, headers?: HeadersInit): Response {
  const response = new Response(null, { status: 303, headers });
  response.headers.set("Location", `${FORM_OUTCOME_PATH}/${outcome.form}`);
  response.headers.set("Cache-Control", "no-store");
  response.headers.append(
    "Set-Cookie",
    httpOnlyCookie(FORM_OUTCOME_COOKIE, encodeOutcome(outcome), { path: FORM_OUTCOME_PATH, maxAgeSeconds: OUTCOME_COOKIE_SECONDS }),
  );
  return response;
}

export function seeOther(location: string, headers?: HeadersInit): Response {
  const response = new Response(null, { status: 303, headers });
  response.headers.set("Location", location);
  response.headers.set("Cache-Control", "no-store");
  return response;
}
