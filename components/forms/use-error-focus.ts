"use client";

import { useEffect, useRef, useState } from "react";

/**
 * Moves focus to a form's first invalid field once the errors are on screen. Fields are found by
 * `aria-invalid="true"` in document order, so the field the visitor meets first gets focus, and a
 * screen reader reads its label and its error (its `aria-describedby`) as focus lands.
 */
export function useErrorFocus<Element extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<Element>(null);
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    if (requests === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);

  return { ref, focusFirstError: () => setRequests((count) => count + 1) };
}
