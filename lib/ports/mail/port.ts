import "server-only";
export interface MailMessage {
  /**
   * Stable id: the key of the message's outbox document and, as `<id@sender-domain>`, its
   * Message-ID, so a message sent again after a crash is the same message, not a second one.
   */
  id: string;
  /** One mailbox (`isMailboxAddress`); handed to the transport as an address object, never re-parsed. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One mailbox, like `to`. */
  replyTo?: string;
  /** Extra headers such as List-Unsubscribe; names and values are checked before sending. */
  headers?: Record<string, string>;
  /** Links signed when the message is sent, in place of their placeholders in `text` and `html`. */
  signedLinks?: SignedLink[];
}

/** A link to a stored file that a message cannot go without (lib/services/mail-delivery/links.ts). */
export interface SignedLink {
  name: string;
  fileKey: string;
  /** ISO time the link stops working, whenever the message is sent. */
  expiresAt: string;
}

/** What a template writes; the outbox gives it its id. */
export type MailContent = Omit<MailMessage, "id">;

/** The mail port: SMTP in production, an outbox folder of .eml files by default. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  /**
   * Delivers one message; resolves with its Message-ID. Rejects with `MessageBuildError` when the
   * message can never be sent as it is, and with the transport's error otherwise. The signal
   * abandons a delivery that is taking too long.
   */
  send(message: MailMessage, options?: { signal?: AbortSignal }): Promise<{ id: string }>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
