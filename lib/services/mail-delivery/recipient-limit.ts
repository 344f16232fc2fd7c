import { createHash } from "node:crypto";
import type { MailKind } from "./outbox";

/**
 * How many emails of a kind one mailbox may receive through the site per UTC day, for the kinds
 * sent to an address a visitor typed. Mail to our own teams is bounded by the per-client rate
 * limits instead.
 */
export const RECIPIENT_DAILY_LIMITS: Partial<Record<MailKind, number>> = {
  "newsletter-welcome": 1,
  "application-confirmation": 5,
};

/**
 * How many emails of a kind may go per UTC day to the addresses of one `-` tag family
 * (`tagFamilyKey`), on top of the base mailbox's own.
 */
export const TAG_FAMILY_DAILY_LIMITS: Partial<Record<MailKind, number>> = {
  "newsletter-welcome": 2,
};

/** Providers that ignore dots in the local part and answer to a second domain name. */
const DOTLESS_DOMAINS = new Map([
  ["gmail.com", "gmail.com"],
  ["googlemail.com", "gmail.com"],
]);

/**
 * Providers that deliver every name at a user's own subdomain to that user
 * (`anything@user.fastmail.com` reaches `user@fastmail.com`).
 */
const SUBDOMAIN_ADDRESSING = ["fastmail.com", "fastmail.fm", "fastmail.net", "fastmail.org", "fastmail.to", "sent.com", "messagingengine.com"];

/**
 * The mailbox an address reaches, as far as the site can tell (docs/decisions.md, "Welcome cap"):
 * case folded; a `+tag` dropped (sub-addressing, RFC 5233, which most providers deliver to the base
 * mailbox); a Fastmail-style subdomain address read as the mailbox it reaches; for Gmail, dots
 * ignored. Any mix of those variants counts against one mailbox.
 */
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf("@");
  let domain = address.slice(at + 1).toLowerCase();
  let local = address.slice(0, at).toLowerCase();
  const provider = SUBDOMAIN_ADDRESSING.find((parent) => domain.endsWith(`.${parent}`));
  if (provider) {
    local = domain.slice(0, -provider.length - 1).split(".").at(-1) ?? local;
    domain = provider;
  }
  const tagged = local.indexOf("+");
  if (tagged > 0) local = local.slice(0, tagged);
  const canonical = DOTLESS_DOMAINS.get(domain);
  if (canonical) local = local.replaceAll(".", "");
  return `${local}@${canonical ?? domain}`;
}

/**
 * Large providers whose addressing is folded by `mailboxKey` and where `-` is part of a name, not a
 * tag: their different people are never counted together.
 */
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

/**
 * The family of possible `-` tags an address belongs to (docs/decisions.md, "Welcome cap"): its
 * mailbox cut at the first `-`, where a server with `-` as its tag delimiter (Postfix's
 * `recipient_delimiter`, qmail, Yahoo's disposable addresses) delivers it. Null for an address
 * without a `-`, and at a large provider whose addressing is known.
 */
export function tagFamilyKey(address: string): string | null {
  const mailbox = mailboxKey(address);
  const at = mailbox.lastIndexOf("@");
  const domain = mailbox.slice(at + 1);
  const dash = mailbox.indexOf("-");
  if (dash <= 0 || dash > at || KNOWN_ADDRESSING.has(domain)) return null;
  return `${mailbox.slice(0, dash)}-*@${domain}`;
}

const hashed = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * The ids of the day's slots of a mailbox for a kind: one document per email sent, so taking a
 * slot is a create that only one writer can win, on every documents adapter. The mailbox is hashed:
 * ids are listed in consoles and logs, addresses need not be.
 */
export function recipientSlotIds(kind: MailKind, address: string, now: Date): string[] {
  const limit = RECIPIENT_DAILY_LIMITS[kind] ?? 0;
  const day = now.toISOString().slice(0, 10);
  const mailbox = hashed(mailboxKey(address));
  return Array.from({ length: limit }, (_, slot) => `${kind}.${day}.${slot + 1}.${mailbox}`);
}

/** The day's slots of the address's `-` tag family for a kind; none outside a family. */
export function tagFamilySlotIds(kind: MailKind, address: string, now: Date): string[] {
  const family = tagFamilyKey(address);
  if (!family) return [];
  const day = now.toISOString().slice(0, 10);
  const key = hashed(family);
  return Array.from({ length: TAG_FAMILY_DAILY_LIMITS[kind] ?? 0 }, (_, slot) => `${kind}.${day}.tag${slot + 1}.${key}`);
}

/** Every limit an email to the address counts against, each as its day's slot ids. */
export function recipientLimits(kind: MailKind, address: string, now: Date): string[][] {
  return [recipientSlotIds(kind, address, now), tagFamilySlotIds(kind, address, now)].filter((slots) => slots.length > 0);
}
