"use client";

import { reopenConsentBanner } from "@/lib/features/analytics/consent";

/**
 * Lets a visitor change their cookie choice later: withdrawing consent must be as easy as giving it.
 * Hidden without scripts, where no analytics runs and there is no choice to change.
 */
export function CookiePreferencesButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={reopenConsentBanner} className={`${className ?? ""} [@media(scripting:none)]:hidden`}>
      Cookie preferences
    </button>
  );
}
