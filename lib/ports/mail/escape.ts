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

// An object rather than a string, so a fragment is never escaped twice.
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(strings.reduce((markup, literal, index) => markup + render(values[index - 1]) + literal));
}

// Recognised by `code`, not `instanceof`: the worker and the mailer that throws can come from different bundles.
export class MessageBuildError extends Error {
  override name = "MessageBuildError";
  readonly code = MESSAGE_BUILD_ERROR;
}

export const MESSAGE_BUILD_ERROR = "EMESSAGEBUILD";

export function assertHeaderSafe(value: string, name = "Header"): void {
  if (hasUnsafeHeaderCharacter(value)) throw new MessageBuildError(`${name} must not contain control characters`);
}
