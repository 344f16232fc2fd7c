"use client";

import { DialogHeader } from "@/components/ui/dialog";
import { useEffect, useRef, useState } from "react";
import { BlogIcon } from "@/components/blog/icons";
import type { IconName } from "@/components/icons/shapes";
import { LINK_COPIED_MS, type Shareable, type ShareTarget, shareFailureMessage, shareTargets } from "@/lib/features/blog/share";
import { cardSurface } from "@/components/ui/surfaces";

const TARGET_ICONS: Record<ShareTarget["name"], IconName> = {
  "X (Twitter)": "globe",
  Facebook: "globe",
  LinkedIn: "globe",
  WhatsApp: "chat",
  Email: "mail",
};

const controlClass =
  "inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-fg transition-colors hover:border-accent";

const NO_SCRIPT_HIDDEN = "[@media(scripting:none)]:hidden";

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === "AbortError";
}

export function ShareControls(shareable: Shareable) {
  const { url, title, excerpt } = shareable;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const copiedTimer = useRef<number | undefined>(undefined);
  const [copied, setCopied] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

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

  function openDialog() {
    dialogRef.current?.showModal();
    setDialogOpen(true);
  }

  const copiedNotice = (visible: boolean) =>
    visible ? (
      <span className="rounded-full bg-accent px-3 py-1 text-xs font-semibold whitespace-nowrap text-accent-ink">
        Link copied!
      </span>
    ) : null;

  return (
    <div className="relative flex items-center gap-2">
      <noscript>
        <ShareLinks shareable={shareable} className="flex flex-wrap gap-2" />
      </noscript>
      <button type="button" onClick={share} className={`${controlClass} ${NO_SCRIPT_HIDDEN}`}>
        <BlogIcon name="share" width={16} height={16} />
        Share
      </button>
      <button type="button" onClick={openDialog} aria-haspopup="dialog" className={`${controlClass} ${NO_SCRIPT_HIDDEN}`}>
        More ways to share
      </button>
      <span role="status" className="absolute top-full right-0 mt-2">
        {copiedNotice(copied && !dialogOpen)}
      </span>

      <dialog
        ref={dialogRef}
        aria-labelledby="share-dialog-title"
        onClose={() => setDialogOpen(false)}
        className={`${cardSurface} m-auto w-[min(92vw,28rem)] p-6 text-fg backdrop:bg-ink/80`}
      >
        <DialogHeader
          onClose={() => dialogRef.current?.close()}
          closeLabel="Close"
          look="quiet"
          icon={<BlogIcon name="close" />}
          className="flex items-start justify-between gap-4"
        >
          <h2 id="share-dialog-title" className="text-xl font-semibold">
            Share this article
          </h2>
        </DialogHeader>
        <p className="mt-1 line-clamp-2 text-sm text-muted">{title}</p>

        <label htmlFor="share-url" className="mt-5 block text-sm font-medium">
          Link to this article
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id="share-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-lg border border-line bg-ink px-3 py-2 text-sm text-fg"
          />
          <button type="button" onClick={copyLink} className={controlClass}>
            <BlogIcon name="link" width={16} height={16} />
            Copy link
          </button>
        </div>
        <p role="status" className="mt-2 min-h-7">
          {copiedNotice(copied && dialogOpen)}
        </p>

        <ShareLinks shareable={shareable} className="mt-3 grid gap-2 sm:grid-cols-2" />
      </dialog>
    </div>
  );
}

function ShareLinks({ shareable, className }: { shareable: Shareable; className: string }) {
  return (
    <ul className={className}>
    {shareTargets(shareable).map((target) => {
      const external = !target.href.startsWith("mailto:");
      return (
        <li key={target.name}>
          <a
            href={target.href}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            className="flex items-center gap-3 rounded-xl border border-line bg-ink px-4 py-3 text-sm font-medium transition-colors hover:border-accent"
          >
            <BlogIcon name={TARGET_ICONS[target.name]} width={18} height={18} className="text-accent" />
            {target.name === "Email" ? "Email" : `Share on ${target.name}`}
            {external && <span className="sr-only"> (opens in a new tab)</span>}
          </a>
        </li>
      );
    })}
  </ul>
  );
}
