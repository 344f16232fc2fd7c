export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers such as List-Unsubscribe; values are checked for line breaks before sending. */
  headers?: Record<string, string>;
}

/** The mail port: SMTP in production, an outbox folder of .eml files by default. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<{ id: string }>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
