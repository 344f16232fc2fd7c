"use client";

import dynamic from "next/dynamic";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { BlogIcon } from "@/components/blog/icons";
import { LINK_COPIED_MS, type Shareable, shareFailureMessage } from "@/lib/features/blog/share";

const ShareDialog = dynamic(() => import("@/components/blog/share-dialog").then((module) => module.ShareDialog));

const controlClass =
  "inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-fg transition-colors hover:border-accent";

const NO_SCRIPT_HIDDEN = "[@media(scripting:none)]:hidden";

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === "AbortError";
}

/** `children` are the share links shown instead when scripts do not run; the dialog's code loads on its first open. */
export function ShareControls({ shareable, children }: { shareable: Shareable; children: ReactNode }) {
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
    visible ? (
      <span className="rounded-full bg-accent px-3 py-1 text-xs font-semibold whitespace-nowrap text-accent-ink">
        Link copied!
      </span>
    ) : null;

  return (
    <div className="relative flex items-center gap-2">
      <noscript>{children}</noscript>
      <button type="button" onClick={share} className={`${controlClass} ${NO_SCRIPT_HIDDEN}`}>
        <BlogIcon name="share" width={16} height={16} />
        Share
      </button>
      <button type="button" onClick={() => setDialogOpen(true)} aria-haspopup="dialog" className={`${controlClass} ${NO_SCRIPT_HIDDEN}`}>
        More ways to share
      </button>
      <span role="status" className="absolute top-full right-0 mt-2">
        {copiedNotice(copied && !dialogOpen)}
      </span>
      {dialogOpened && (
        <ShareDialog
          shareable={shareable}
          open={dialogOpen}
          copiedNotice={copiedNotice(copied && dialogOpen)}
          controlClass={controlClass}
          onCopy={copyLink}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </div>
  );
}
