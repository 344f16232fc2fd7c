export type DomainErrorKind = "invalid" | "unauthenticated" | "forbidden" | "not-found" | "conflict" | "unsupported-type" | "too-many" | "unavailable";

/** A refusal a feature throws: what went wrong, never how the edge answers it. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "DomainError";
  }
}
