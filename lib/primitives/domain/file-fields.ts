import { z } from "@/lib/primitives/zod";

/** Lower-case words joined by single dashes: what a content file may give as a post or role slug. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugInput = (example: string) =>
  z.string().max(100).regex(SLUG_PATTERN, `must be lower-case words joined by dashes, such as ${example}`);

/** A date and time with its zone, as `2026-03-31T07:30:00Z` or `2026-03-31T09:30:00+02:00`; stored in UTC. */
export const isoDateTimeInput = z.iso
  .datetime({ offset: true, error: "must be a date and time with its zone, such as 2026-03-31T07:30:00Z" })
  .transform((value) => new Date(value).toISOString());

/** A document id a file may name (or its file name gives): Firestore-safe, URL-safe. */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,149}$/;
