import "server-only";
export interface MailMessage {
  // Also the Message-ID, so a message sent again after a crash is the same message, not a second one.
  id: string;
  /** One mailbox (`isMailboxAddress`); handed to the transport as an address object, never re-parsed. */
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
  signedLinks?: SignedLink[];
}

export interface SignedLink {
  name: string;
  fileKey: string;
  expiresAt: string;
}

export type MailContent = Omit<MailMessage, "id">;

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage, options?: { signal?: AbortSignal }): Promise<{ id: string }>;
  ping(): Promise<void>;
  /** Removes the copy of a sent message this transport keeps, if any; mail handed to a server cannot be recalled. */
  forget(id: string): Promise<void>;
  close(): Promise<void>;
}
