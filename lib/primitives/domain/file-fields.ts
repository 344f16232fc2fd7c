import { z } from "@/lib/primitives/zod";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugInput = (example: string) => z.string().max(100).regex(SLUG_PATTERN, `must be lower-case words joined by dashes, such as ${example}`);

export const isoDateTimeInput = z.iso
  .datetime({ offset: true, error: "must be a date and time with its zone, such as 2026-03-31T07:30:00Z" })
  .transform((value) => new Date(value).toISOString());

export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,149}$/;
