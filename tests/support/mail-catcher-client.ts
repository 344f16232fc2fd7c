/** One message as the mail catcher's control API returns it (e2e/support/mail-catcher.ts). */
export interface CaughtMail {
  envelope: { from: string | false; to: string[] };
  messageId?: string;
  subject?: string;
  from?: string;
  to?: string;
  replyTo?: string;
  text?: string;
  html: string;
  headers: Record<string, string>;
}

export async function caughtMail(controlUrl: string): Promise<CaughtMail[]> {
  const response = await fetch(`${controlUrl}/messages`);
  return (await response.json()) as CaughtMail[];
}

export interface CaughtEnvelope {
  messageId?: string;
  from: string | false;
  to: string[];
}

/** Message-IDs and envelopes only: cheap to poll while thousands of messages arrive. */
export async function caughtEnvelopes(controlUrl: string): Promise<CaughtEnvelope[]> {
  const response = await fetch(`${controlUrl}/envelopes`);
  return (await response.json()) as CaughtEnvelope[];
}

/** Stops or restarts the catcher's SMTP side, like a mail server going down and coming back. */
export async function setSmtp(controlUrl: string, state: "stop" | "start"): Promise<void> {
  const response = await fetch(`${controlUrl}/smtp/${state}`, { method: "POST" });
  if (!response.ok) throw new Error(`mail catcher refused to ${state} SMTP: ${response.status}`);
}
