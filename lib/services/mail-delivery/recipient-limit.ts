import "server-only";
import { createHash } from "node:crypto";
import type { MailKind } from "./outbox";

// Only kinds sent to an address a visitor typed; mail to our own teams is bounded by the per-client rate limits.
export const RECIPIENT_DAILY_LIMITS: Partial<Record<MailKind, number>> = {
  "newsletter-welcome": 1,
  "application-confirmation": 5,
};

/** Emails of a kind to one mailbox in a clock hour, times RATE_LIMIT_SCALE: a flood from many clients cannot fill a mailbox. */
export const RECIPIENT_HOURLY_LIMITS: Partial<Record<MailKind, number>> = {
  "staff-sign-in": 5,
  "candidate-email": 3,
};

export const hourlyLimit = (kind: MailKind, scale: number) => Math.ceil((RECIPIENT_HOURLY_LIMITS[kind] ?? 0) * scale);

/** Whole seconds until the next clock hour, when an hourly limit has its slots again. */
export const secondsToNextHour = (now: Date) => Math.ceil((3_600_000 - (now.getTime() % 3_600_000)) / 1000);

export const TAG_FAMILY_DAILY_LIMITS: Partial<Record<MailKind, number>> = {
  "newsletter-welcome": 2,
};

const DOTLESS_DOMAINS = new Map([
  ["gmail.com", "gmail.com"],
  ["googlemail.com", "gmail.com"],
]);

const SUBDOMAIN_ADDRESSING = ["fastmail.com", "fastmail.fm", "fastmail.net", "fastmail.org", "fastmail.to", "sent.com", "messagingengine.com"];

// Variants of one mailbox (case, `+tag` per RFC 5233, Fastmail subdomains, Gmail dots) count against it together.
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf("@");
  let domain = address.slice(at + 1).toLowerCase();
  let local = address.slice(0, at).toLowerCase();
  const provider = SUBDOMAIN_ADDRESSING.find((parent) => domain.endsWith(`.${parent}`));
  if (provider) {
    local =
      domain
        .slice(0, -provider.length - 1)
        .split(".")
        .at(-1) ?? local;
    domain = provider;
  }
  const tagged = local.indexOf("+");
  if (tagged > 0) local = local.slice(0, tagged);
  const canonical = DOTLESS_DOMAINS.get(domain);
  if (canonical) local = local.replaceAll(".", "");
  return `${local}@${canonical ?? domain}`;
}

// At these providers `-` is part of a name, not a tag: different people are never counted together.
const KNOWN_ADDRESSING = new Set([
  "gmail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "aol.com",
  "gmx.com",
  "gmx.de",
  "web.de",
  ...SUBDOMAIN_ADDRESSING,
]);

// Cut at the first `-`, where servers using it as tag delimiter (Postfix `recipient_delimiter`, qmail, Yahoo) deliver.
export function tagFamilyKey(address: string): string | null {
  const mailbox = mailboxKey(address);
  const at = mailbox.lastIndexOf("@");
  const domain = mailbox.slice(at + 1);
  const dash = mailbox.indexOf("-");
  if (dash <= 0 || dash > at || KNOWN_ADDRESSING.has(domain)) return null;
  return `${mailbox.slice(0, dash)}-*@${domain}`;
}

const hashed = (key: string) => createHash("sha256").update(key).digest("hex");

// One document per email: taking a slot is a create only one writer wins. Hashed: ids show up in consoles and logs.
export function recipientSlotIds(kind: MailKind, address: string, now: Date): string[] {
  const limit = RECIPIENT_DAILY_LIMITS[kind] ?? 0;
  const day = now.toISOString().slice(0, 10);
  const mailbox = hashed(mailboxKey(address));
  return Array.from({ length: limit }, (_, slot) => `${kind}.${day}.${slot + 1}.${mailbox}`);
}

export function hourlySlotIds(kind: MailKind, address: string, now: Date, scale: number): string[] {
  const hour = now.toISOString().slice(0, 13);
  const mailbox = hashed(mailboxKey(address));
  return Array.from({ length: hourlyLimit(kind, scale) }, (_, slot) => `${kind}.${hour}h.${slot + 1}.${mailbox}`);
}

export function tagFamilySlotIds(kind: MailKind, address: string, now: Date): string[] {
  const family = tagFamilyKey(address);
  if (!family) return [];
  const day = now.toISOString().slice(0, 10);
  const key = hashed(family);
  return Array.from({ length: TAG_FAMILY_DAILY_LIMITS[kind] ?? 0 }, (_, slot) => `${kind}.${day}.tag${slot + 1}.${key}`);
}

export function recipientLimits(kind: MailKind, address: string, now: Date, scale = 1): string[][] {
  return [recipientSlotIds(kind, address, now), hourlySlotIds(kind, address, now, scale), tagFamilySlotIds(kind, address, now)].filter(
    (slots) => slots.length > 0,
  );
}
