import { SCROLL_OFFSET_PX } from "@/components/chrome/navigation";

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** WCAG 2.4.3: focus the jump's target so the next Tab continues from there. */
function focusJumpTarget(element: HTMLElement): void {
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}

export function scrollToElementId(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const root = document.documentElement;
  // Kept for two frames, so each section's real size is remembered and the target stays where it was measured.
  root.dataset.measuring = "";
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  requestAnimationFrame(() => requestAnimationFrame(() => delete root.dataset.measuring));
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
  focusJumpTarget(element);
  return true;
}

export function scrollToTopSmoothly(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}
