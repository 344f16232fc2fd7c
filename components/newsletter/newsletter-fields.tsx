import type { ChangeEvent, FormEvent, RefObject } from "react";
import { primary } from "@/components/ui/button";
import { type NewsletterState, newsletterButtonLabel } from "@/components/newsletter/newsletter-outcome";

/** What the browser's form adds to the server's: absent, the form posts on its own. */
export interface NewsletterControls {
  inputRef: RefObject<HTMLInputElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFocus: () => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** While sending or sent the button refuses with `aria-disabled`, not `disabled`: a disabled control drops keyboard focus to the body. */
export function NewsletterFields({ id, state, controls }: { id: string; state: NewsletterState; controls?: NewsletterControls }) {
  const { email, status, invalid } = state;
  const locked = status.kind === "sending" || status.kind === "sent";
  const isError = status.kind === "failed";
  const message = status.kind === "sent" || status.kind === "failed" ? status.message : "";
  return (
    <form method="post" action="/api/newsletter" noValidate onSubmit={controls?.onSubmit} className="mt-5" data-state={status.kind}>
      <label htmlFor={`${id}-email`} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={controls?.inputRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...(controls ? { value: email, onChange: controls.onChange, onFocus: controls.onFocus } : { defaultValue: email })}
          readOnly={locked}
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
