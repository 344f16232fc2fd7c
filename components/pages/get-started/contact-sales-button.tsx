"use client";

import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/feedback/spinner";
import { primaryAction } from "@/components/ui/actions";
import { useScheduler } from "@/components/scheduler/scheduler-provider";
import { CONTACT_SALES_PROCESSING_MS } from "@/content/pages/get-started";

/**
 * Contact Sales: a 2000 ms processing state (spinner, "Processing...", disabled), which
 * then opens the demo request instead of ending in nothing. Disabled with `aria-disabled`, not
 * `disabled`: a disabled button loses focus to the body, and the panel could not hand it back.
 */
export function ContactSalesButton({ label, processingLabel }: { label: string; processingLabel: string }) {
  const { open } = useScheduler();
  const [processing, setProcessing] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = () => {
    if (processing) return;
    setProcessing(true);
    timer.current = window.setTimeout(() => {
      setProcessing(false);
      open();
    }, CONTACT_SALES_PROCESSING_MS);
  };

  return (
    <button
      type="button"
      onClick={start}
      aria-disabled={processing || undefined}
      aria-haspopup="dialog"
      className={`${primaryAction} aria-disabled:cursor-wait aria-disabled:opacity-70`}
    >
      {processing ? (
        <>
          {/* The visible text names the button; the spinner's own status would leave it nameless. */}
          <span aria-hidden="true" className="inline-flex">
            <Spinner size="sm" label={processingLabel} />
          </span>
          {processingLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
