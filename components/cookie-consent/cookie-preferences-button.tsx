"use client";

import { reopenConsentBanner } from "@/lib/features/analytics/consent";

/** Withdrawing consent must be as easy as giving it. */
export function CookiePreferencesButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={reopenConsentBanner} className={`${className ?? ""} [@media(scripting:none)]:hidden`}>
      Cookie preferences
    </button>
  );
}
