import { timestampKey } from "@/lib/ports/documents/keys";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import type { DemoRequest, DemoRequestForm } from "@/lib/primitives/domain/demo-request";
import { HONEYPOT_MESSAGE, honeypotFilled } from "@/lib/primitives/domain/honeypot";
import { DomainError } from "@/lib/primitives/domain/domain-error";
import { salesNotification } from "@/lib/features/demo-requests/sales-email";
import { commitWithMail } from "@/lib/services/mail-delivery/outbox";

export interface DemoRequestContext {
  store: DocumentStore;
  salesEmail: string;
  now?: () => Date;
}

/** A filled-in `website` field is the honeypot only bots see: refused, nothing stored. */
export async function submitDemoRequest(form: DemoRequestForm, { store, salesEmail, now = () => new Date() }: DemoRequestContext): Promise<{ id: string }> {
  if (honeypotFilled(form.website)) throw new DomainError("invalid", HONEYPOT_MESSAGE);
  const { website: _honeypot, ...fields } = form;
  const at = now();
  const request: DemoRequest = { ...fields, createdAt: at.toISOString() };
  for (;;) {
    const id = timestampKey(at.getTime());
    const source = { collection: COLLECTIONS.demoRequests, id };
    const result = await commitWithMail(
      store,
      [{ op: "create", ...source, data: { ...request } }],
      [{ kind: "demo-request-note", content: salesNotification(request, salesEmail) }],
      { source, now: at },
    );
    // A conflict can only be the key: the same millisecond and random part twice. Draw again.
    if (result.committed) return { id };
  }
}
