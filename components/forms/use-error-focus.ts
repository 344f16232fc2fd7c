"use client";

import { useEffect, useRef, useState } from "react";

export function useErrorFocus<Element extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<Element>(null);
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    if (requests === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);

  return { ref, focusFirstError: () => setRequests((count) => count + 1) };
}
