import type { DemoRequestForm } from "@/lib/domain/demo-request";
import type { DocumentStore } from "@/lib/documents/port";
import type { MailMessage } from "@/lib/mail/port";
import { salesNotification } from "@/lib/demo-requests/sales-email";

export interface DemoRequestContext {
  store: DocumentStore;
  salesEmail: string;
  now?: () => Date;
}

export type DemoRequestResult = { stored: true; id: string; notification: MailMessage } | { stored: false };

/**
 * Stores a demo request in `demoRequests` and returns the sales notification for the caller to
 * send. A filled-in `website` field is the honeypot only bots see: nothing is stored or sent, and
 * the caller answers as if it had been, so the bot learns nothing.
 */
export async function submitDemoRequest(
  form: DemoRequestForm,
  { store, salesEmail, now = () => new Date() }: DemoRequestContext,
): Promise<DemoRequestResult> {
  if (form.website.trim() !== "") return { stored: false };
  const { website: _honeypot, ...fields } = form;
  const request = { ...fields, createdAt: now().toISOString() };
  const id = await store.createDemoRequest(request);
  return { stored: true, id, notification: salesNotification(request, salesEmail) };
}
