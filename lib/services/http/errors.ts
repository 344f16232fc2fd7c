import "server-only";
import { DomainError, type DomainErrorKind } from "@/lib/primitives/domain/domain-error";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const KIND_STATUS: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "unsupported-type": 415,
  "too-many": 429,
  unavailable: 503,
};

export interface ErrorResponseParts {
  status: number;
  message: string;
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** How a refusal is answered, whether the edge or a feature threw it; undefined for a failure no one meant. */
export function errorResponseParts(error: unknown): ErrorResponseParts | undefined {
  if (error instanceof HttpError) return { status: error.status, message: error.message, details: error.details, headers: error.headers };
  if (!(error instanceof DomainError)) return undefined;
  const headers = error.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(error.retryAfterSeconds) };
  return { status: KIND_STATUS[error.kind], message: error.message, details: error.details, headers };
}

export const errorStatus = (error: unknown): number | undefined => errorResponseParts(error)?.status;

export function jsonError(status: number, message: string, details?: Record<string, unknown>, headers?: HeadersInit) {
  return Response.json({ error: message, ...(details ? { details } : {}) }, { status, headers });
}
