"use client";

import { type FormEvent, useEffect, useRef, useState } from "react";
import type { TakenOver } from "@/components/forms/form-on-intent";
import { postForm } from "@/components/forms/post-form";
import { NewsletterFields } from "@/components/newsletter/newsletter-fields";
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_RESET_MS,
  type NewsletterStatus,
  initialNewsletterState,
  newsletterOutcome,
} from "@/components/newsletter/newsletter-outcome";

// The shared rule (and zod) loads on first focus, not with the form: this form is in every page's footer.
const loadRule = () => import("@/lib/primitives/domain/newsletter");

export interface NewsletterFormProps extends TakenOver {
  id: string;
}

export function NewsletterForm({ id, restore }: NewsletterFormProps) {
  const [initial] = useState(() => initialNewsletterState(restore));
  const [email, setEmail] = useState(initial.email);
  const [status, setStatus] = useState<NewsletterStatus>(initial.status);
  const [invalid, setInvalid] = useState(initial.invalid);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (status.kind !== "sent") return;
    const timer = window.setTimeout(() => setStatus({ kind: "editing" }), NEWSLETTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [status.kind]);

  const locked = status.kind === "sending" || status.kind === "sent";

  function fail(reason: string, addressRefused = false) {
    setStatus({ kind: "failed", message: reason });
    setInvalid(addressRefused);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (locked) return;
    let rule: Awaited<ReturnType<typeof loadRule>>;
    try {
      rule = await loadRule();
    } catch {
      fail(NEWSLETTER_MESSAGES.networkError);
      return;
    }
    const { newsletterEmailSchema, INVALID_EMAIL_MESSAGE } = rule;
    const parsed = newsletterEmailSchema.safeParse(email);
    if (!parsed.success) {
      fail(INVALID_EMAIL_MESSAGE, true);
      inputRef.current?.focus();
      return;
    }
    setStatus({ kind: "sending" });
    setInvalid(false);
    const answer = await postForm(form, { email: parsed.data });
    const outcome = newsletterOutcome(answer.status, INVALID_EMAIL_MESSAGE);
    setStatus(outcome);
    setInvalid(answer.status === 400);
    if (outcome.kind === "sent" && !outcome.alreadySubscribed) setEmail("");
  }

  return (
    <NewsletterFields
      id={id}
      state={{ email, status, invalid }}
      controls={{
        inputRef,
        onSubmit: submit,
        onFocus: () => void loadRule(),
        onChange: (event) => {
          setEmail(event.target.value);
          if (status.kind === "failed") setStatus({ kind: "editing" });
          setInvalid(false);
        },
      }}
    />
  );
}
