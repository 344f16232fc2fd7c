import "server-only";
import { hasUnsafeHeaderCharacter } from "@/lib/primitives/domain/header-text";

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** Markup that is already escaped; produced only by the `html` tag. */
export class SafeHtml {
  constructor(private readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return value.map(render).join("");
  // So `${condition && html`...`}` renders nothing when the condition fails.
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(String(value));
}

/**
 * Escapes every interpolated value; nested `html` fragments and arrays of them are kept as markup.
 * The result is an object rather than a string so a fragment is never escaped twice; call
 * `.toString()` when handing it to a mailer.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(strings.reduce((markup, literal, index) => markup + render(values[index - 1]) + literal));
}

/**
 * A message that can never be sent as it is: retrying it would fail the same way. Recognised by its
 * `code`, like nodemailer's errors, not by `instanceof`: in a Next server the worker and the mailer
 * that throws can come from different bundles, each with its own copy of this class.
 */
export class MessageBuildError extends Error {
  override name = "MessageBuildError";
  readonly code = MESSAGE_BUILD_ERROR;
}

export const MESSAGE_BUILD_ERROR = "EMESSAGEBUILD";

/**
 * Header values must not carry control characters (a line break would let input start a new
 * header), Unicode line separators or bidi overrides.
 */
export function assertHeaderSafe(value: string, name = "Header"): void {
  if (hasUnsafeHeaderCharacter(value)) throw new MessageBuildError(`${name} must not contain control characters`);
}
