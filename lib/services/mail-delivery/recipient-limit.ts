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
 * The ids of the day's slots of a mailbox for a kind: one document per email sent, so taking a
 * slot is a create that only one writer can win, on every documents adapter. The mailbox is hashed:
 * ids are listed in consoles and logs, addresses need not be.
 */
export function recipientSlotIds(kind: MailKind, address: string, now: Date): string[] {
  const limit = RECIPIENT_DAILY_LIMITS[kind] ?? 0;
  const day = now.toISOString().slice(0, 10);
  const mailbox = createHash("sha256").update(mailboxKey(address)).digest("hex");
  return Array.from({ length: limit }, (_, slot) => `${kind}.${day}.${slot + 1}.${mailbox}`);
}
