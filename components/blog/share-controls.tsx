"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ShareButtons, shareControlClass } from "@/components/blog/share-buttons";
import type { TakenOver } from "@/components/forms/form-on-intent";
import { LINK_COPIED_MS, type Shareable, shareFailureMessage } from "@/lib/features/blog/share";

const ShareDialog = lazy(() => import("@/components/blog/share-dialog").then((module) => ({ default: module.ShareDialog })));

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === "AbortError";
}

export interface ShareControlsProps extends TakenOver {
  shareable: Shareable;
}

/** The dialog's code loads on its first open. */
export function ShareControls({ shareable }: ShareControlsProps) {
  const { url, title, excerpt } = shareable;
  const copiedTimer = useRef<number | undefined>(undefined);
  const [copied, setCopied] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogOpened, setDialogOpened] = useState(false);
  if (dialogOpen && !dialogOpened) setDialogOpened(true);

  useEffect(() => () => window.clearTimeout(copiedTimer.current), []);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.clearTimeout(copiedTimer.current);
      copiedTimer.current = window.setTimeout(() => setCopied(false), LINK_COPIED_MS);
    } catch (error) {
      console.error("Copying the link failed", error);
      window.alert(shareFailureMessage(url));
    }
  }

  async function share() {
    if (window.isSecureContext && typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: excerpt, url });
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure; anything else falls back to copying.
        if (isAbort(error)) return;
        console.error("The share sheet failed", error);
      }
    }
    await copyLink();
  }

  const copiedNotice = (visible: boolean) =>
    visible ? <span className="rounded-full bg-accent px-3 py-1 text-xs font-semibold whitespace-nowrap text-accent-ink">Link copied!</span> : null;

  return (
    <ShareButtons
      controls={{
        onShare: share,
        onMore: () => setDialogOpen(true),
        notice: copiedNotice(copied && !dialogOpen),
        dialog: dialogOpened && (
          <Suspense>
            <ShareDialog
              shareable={shareable}
              open={dialogOpen}
              copiedNotice={copiedNotice(copied && dialogOpen)}
              controlClass={shareControlClass}
              onCopy={copyLink}
              onClose={() => setDialogOpen(false)}
            />
          </Suspense>
        ),
      }}
    />
  );
}
