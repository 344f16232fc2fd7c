"use client";

import { type MouseEvent, useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/feedback/spinner";
import { primaryAction } from "@/components/ui/button";
import { DEMO_PATH } from "@/components/scheduler/scheduler-link";
import { useScheduler } from "@/components/scheduler/scheduler-provider";
import { isPlainClick } from "@/components/ui/link";
import { CONTACT_SALES_PROCESSING_MS } from "@/content/pages/get-started";

/** `aria-disabled` rather than `disabled` keeps the focus on it, so the panel can hand it back. */
export function ContactSalesButton({ label, processingLabel }: { label: string; processingLabel: string }) {
  const { open } = useScheduler();
  const [processing, setProcessing] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (processing) return;
    setProcessing(true);
    timer.current = window.setTimeout(() => {
      setProcessing(false);
      open();
    }, CONTACT_SALES_PROCESSING_MS);
  };

  return (
    <a
      href={DEMO_PATH}
      onClick={start}
      aria-disabled={processing || undefined}
      aria-haspopup="dialog"
      className={`${primaryAction} aria-disabled:cursor-wait aria-disabled:opacity-70`}
    >
      {processing ? (
        <>
          {/* The visible text names the link; the spinner's own status would leave it nameless. */}
          <span aria-hidden="true" className="inline-flex">
            <Spinner size="sm" label={processingLabel} />
          </span>
          {processingLabel}
        </>
      ) : (
        label
      )}
    </a>
  );
}
