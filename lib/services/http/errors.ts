import "server-only";
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

export function jsonError(status: number, message: string, details?: Record<string, unknown>, headers?: HeadersInit) {
  return Response.json({ error: message, ...(details ? { details } : {}) }, { status, headers });
}
