"use client";

import { type FormEvent, useEffect, useId, useState } from "react";
import {
  NEWSLETTER_BUTTON_LABELS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_RESET_MS,
  type NewsletterState,
  newsletterOutcome,
} from "@/components/newsletter/newsletter-outcome";

// The shared rule (and zod with it) loads when the visitor first focuses the field, not with
// every page: this form is in the footer of all of them.
const loadRule = () => import("@/lib/domain/newsletter");

/**
 * The footer's Stay Updated form. States: idle, loading, success, exists, error. An address that
 * fails the shared rule never leaves the browser; success clears the field; success and exists
 * return to idle after 3 s; input and button are disabled while loading, success or exists.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [state, setState] = useState<NewsletterState>("idle");
  const [message, setMessage] = useState("");
  const id = useId();

  useEffect(() => {
    if (state !== "success" && state !== "exists") return;
    const timer = window.setTimeout(() => {
      setState("idle");
      setMessage("");
    }, NEWSLETTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let rule: Awaited<ReturnType<typeof loadRule>>;
    try {
      rule = await loadRule();
    } catch {
      setState("error");
      setMessage(NEWSLETTER_MESSAGES.networkError);
      return;
    }
    const { newsletterEmailSchema, INVALID_EMAIL_MESSAGE } = rule;
    const parsed = newsletterEmailSchema.safeParse(email);
    if (!parsed.success) {
      setState("error");
      setMessage(INVALID_EMAIL_MESSAGE);
      return;
    }
    setState("loading");
    setMessage("");
    let status: number | null = null;
    try {
      const response = await fetch("/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: parsed.data }),
      });
      status = response.status;
    } catch {
      status = null;
    }
    const outcome = newsletterOutcome(status, INVALID_EMAIL_MESSAGE);
    setState(outcome.state);
    setMessage(outcome.message);
    if (outcome.state === "success") setEmail("");
  }

  const locked = state === "loading" || state === "success" || state === "exists";
  const isError = state === "error";

  return (
    <form noValidate onSubmit={submit} className="mt-5" data-state={state}>
      <label htmlFor={`${id}-email`} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          disabled={locked}
          onFocus={() => void loadRule()}
          onChange={(event) => {
            setEmail(event.target.value);
            if (isError) {
              setState("idle");
              setMessage("");
            }
          }}
          aria-invalid={isError || undefined}
          aria-describedby={`${id}-message`}
          className="min-w-0 flex-1 rounded-full border border-line bg-ink px-5 py-3 text-fg placeholder:text-muted disabled:opacity-70 aria-[invalid=true]:border-danger"
        />
        <button
          type="submit"
          disabled={locked}
          className="rounded-full bg-accent px-6 py-3 font-semibold whitespace-nowrap text-accent-ink transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-80"
        >
          {NEWSLETTER_BUTTON_LABELS[state]}
        </button>
      </div>
      <p id={`${id}-message`} aria-live="polite" className={`mt-3 min-h-6 text-sm ${isError ? "text-danger" : "text-accent"}`}>
        {message}
      </p>
    </form>
  );
}
