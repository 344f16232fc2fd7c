"use client";

import { useEffect, useId, useRef, useState } from "react";
import { CloseIcon } from "@/components/chrome/icons";
import { type Consent, onConsentBannerReopen, readConsent, saveConsent } from "@/lib/analytics/consent";

/**
 * The spec's cookie card, fixed bottom-right. It appears only after hydration and only when no
 * `cookieConsent` cookie exists (static pages cannot know the cookie), and being fixed it never
 * moves the page. Accept All stores accepted; Decline and the close icon store declined. The
 * footer's Cookie preferences button brings it back to change the choice.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const titleId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (readConsent() === null) setVisible(true);
    return onConsentBannerReopen(() => {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setVisible(true);
      // Reopened on request, so the choice gets focus; on first visit the banner never steals it.
      requestAnimationFrame(() => cardRef.current?.focus());
    });
  }, []);

  const choose = (consent: Consent) => {
    saveConsent(consent);
    setVisible(false);
    returnFocusTo.current?.focus();
    returnFocusTo.current = null;
  };

  if (!visible) return null;

  return (
    <div
      ref={cardRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="fixed right-4 bottom-4 left-4 z-50 rounded-2xl border border-line bg-surface-raised p-5 shadow-2xl shadow-black/50 sm:left-auto sm:w-[26rem]"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-base font-semibold">
          Cookie Preferences
        </h2>
        <button
          type="button"
          onClick={() => choose("declined")}
          className="-mt-2 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-fg"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">Close and decline cookies</span>
        </button>
      </div>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        We use cookies to enhance your browsing experience, serve personalized content, and analyze our traffic. By
        clicking &ldquo;Accept All&rdquo;, you consent to our use of cookies.
      </p>
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          onClick={() => choose("accepted")}
          className="flex-1 rounded-full bg-accent px-4 py-2.5 text-sm font-semibold text-accent-ink hover:bg-accent-strong"
        >
          Accept All
        </button>
        <button
          type="button"
          onClick={() => choose("declined")}
          className="flex-1 rounded-full border border-line px-4 py-2.5 text-sm font-semibold text-fg hover:bg-surface"
        >
          Decline
        </button>
      </div>
    </div>
  );
}
