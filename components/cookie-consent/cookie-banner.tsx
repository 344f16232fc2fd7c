"use client";

import { DialogHeader } from "@/components/ui/dialog";
import { primary } from "@/components/ui/button";
import { type MouseEvent, type MouseEventHandler, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { CloseIcon } from "@/components/chrome/icons";
import { type Consent, onConsentBannerReopen, readConsent, saveConsent } from "@/lib/features/analytics/consent";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function nextTabStop(banner: HTMLElement): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const after = banner.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (after && !banner.contains(element) && !element.closest("[inert]") && element.getClientRects().length > 0) return element;
  }
  return null;
}

const CARD = "rounded-2xl border border-line bg-surface-raised p-5 shadow-2xl shadow-black/50 sm:w-[26rem]";

function BannerContent({
  titleId,
  decline,
  accept,
}: {
  titleId?: string;
  decline: MouseEventHandler<HTMLButtonElement>;
  accept: MouseEventHandler<HTMLButtonElement>;
}) {
  return (
    <>
      <DialogHeader
        onClose={decline}
        closeLabel="Close and decline cookies"
        look="corner"
        icon={<CloseIcon className="size-5" />}
        className="flex items-start justify-between gap-4"
      >
        <h2 id={titleId} className="text-base font-semibold">
          Cookie Preferences
        </h2>
      </DialogHeader>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        We use cookies to enhance your browsing experience, serve personalized content, and analyze our traffic. By clicking &ldquo;Accept All&rdquo;, you
        consent to our use of cookies.
      </p>
      <div className="mt-4 flex gap-3">
        <button type="button" onClick={accept} className={primary("flex-1 rounded-full px-4 py-2.5 text-sm")}>
          Accept All
        </button>
        <button type="button" onClick={decline} className="flex-1 rounded-full border border-line px-4 py-2.5 text-sm font-semibold text-fg hover:bg-surface">
          Decline
        </button>
      </div>
    </>
  );
}

const STAFF_PATH = /^\/staff(\/|$)/;

/**
 * Appears only after hydration (static pages cannot know the cookie). The room it keeps at the end
 * of the page is an invisible copy of the card in normal flow, and globals.css keeps focused
 * elements clear of it (WCAG 2.4.11): no script measures or writes layout.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const titleId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // The staff area sets no analytics, so it asks nothing.
    if (STAFF_PATH.test(window.location.pathname)) return;
    if (readConsent() === null) setVisible(true);
    return onConsentBannerReopen(() => {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setVisible(true);
      // Reopened on request, so the choice gets focus; on first visit the banner never steals it.
      requestAnimationFrame(() => cardRef.current?.focus());
    });
  }, []);

  const choose = (consent: Consent) => (event: MouseEvent<HTMLButtonElement>) => {
    const card = cardRef.current;
    // A click from the keyboard (Enter, Space) has no pointer detail.
    const fromKeyboard = event.detail === 0;
    const next = returnFocusTo.current?.isConnected ? returnFocusTo.current : card && fromKeyboard ? nextTabStop(card) : document.getElementById("main");
    saveConsent(consent);
    setVisible(false);
    returnFocusTo.current = null;
    // Moving focus to <main> after a click must not scroll the page away from where the reader is.
    next?.focus({ preventScroll: next.id === "main" });
  };

  if (!visible) return null;
  const decline = choose("declined");
  const accept = choose("accepted");

  return (
    <>
      <div ref={cardRef} role="dialog" aria-labelledby={titleId} tabIndex={-1} className={`fixed right-4 bottom-4 left-4 z-50 sm:left-auto ${CARD}`}>
        <BannerContent titleId={titleId} decline={decline} accept={accept} />
      </div>
      {createPortal(
        <div id="cookie-banner-room" aria-hidden="true" inert className="invisible p-4 pb-8">
          <div className={`sm:ml-auto ${CARD}`}>
            <BannerContent decline={decline} accept={accept} />
          </div>
        </div>,
        document.body,
      )}
    </>
  );
}
