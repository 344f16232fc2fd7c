"use client";

import { reopenConsentBanner } from "@/lib/features/analytics/consent";

/** Lets a visitor change their cookie choice later: withdrawing consent must be as easy as giving it. */
export function CookiePreferencesButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={reopenConsentBanner} className={className}>
      Cookie preferences
    </button>
  );
}
