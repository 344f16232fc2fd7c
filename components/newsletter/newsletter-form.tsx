"use client";

import { primary } from "@/components/ui/button";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type FormRestore, postForm } from "@/components/forms/post-form";
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_RESET_MS,
  type NewsletterStatus,
  newsletterButtonLabel,
  newsletterOutcome,
} from "@/components/newsletter/newsletter-outcome";

// The shared rule (and zod) loads on first focus, not with every page: this form is in every page's footer.
const loadRule = () => import("@/lib/primitives/domain/newsletter");

/** While sending or sent the button refuses with `aria-disabled`, not `disabled`: a disabled control drops keyboard focus to the body. */
export function NewsletterForm({ restore }: { restore?: FormRestore }) {
  const restoredError = restore?.fields.email ?? restore?.message;
  const [email, setEmail] = useState(restore?.values.email ?? "");
  const [status, setStatus] = useState<NewsletterStatus>(
    restoredError ? { kind: "failed", message: restoredError } : { kind: "editing" },
  );
  // Only an address the rule or the server refused is invalid; a failure on our side is not the visitor's.
  const [invalid, setInvalid] = useState(Boolean(restore?.fields.email));
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (status.kind !== "sent") return;
    const timer = window.setTimeout(() => setStatus({ kind: "editing" }), NEWSLETTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [status.kind]);

  const locked = status.kind === "sending" || status.kind === "sent";
  const isError = status.kind === "failed";
  const message = status.kind === "sent" || status.kind === "failed" ? status.message : "";

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
    <form method="post" action="/api/newsletter" noValidate onSubmit={submit} className="mt-5" data-state={status.kind}>
      <label htmlFor={`${id}-email`} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          readOnly={locked}
          onFocus={() => void loadRule()}
          onChange={(event) => {
            setEmail(event.target.value);
            if (isError) setStatus({ kind: "editing" });
            setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-message`}
          className="min-w-0 flex-1 rounded-full border border-line bg-ink px-5 py-3 text-fg placeholder:text-muted read-only:opacity-70 aria-[invalid=true]:border-danger"
        />
        <button
          type="submit"
          aria-disabled={locked || undefined}
          className={primary("rounded-full px-6 py-3 whitespace-nowrap transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-80")}
        >
          {newsletterButtonLabel(status)}
        </button>
      </div>
      <p id={`${id}-message`} aria-live="polite" className={`mt-3 min-h-6 text-sm ${isError ? "text-danger" : "text-accent"}`}>
        {message}
      </p>
    </form>
  );
}
