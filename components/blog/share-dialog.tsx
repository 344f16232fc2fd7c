"use client";

import { type ReactNode, useEffect, useRef } from "react";
import { BlogIcon } from "@/components/blog/icons";
import { ShareLinks } from "@/components/blog/share-links";
import { DialogHeader } from "@/components/ui/dialog";
import { controlClass as fieldControlClass } from "@/components/ui/field";
import { cardSurface } from "@/components/ui/surfaces";
import type { Shareable } from "@/lib/features/blog/share";

interface ShareDialogProps {
  shareable: Shareable;
  open: boolean;
  copiedNotice: ReactNode;
  controlClass: string;
  onCopy: () => void;
  onClose: () => void;
}

export function ShareDialog({ shareable, open, copiedNotice, controlClass, onCopy, onClose }: ShareDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="share-dialog-title"
      onClose={onClose}
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
      <p className="mt-1 line-clamp-2 text-sm text-muted">{shareable.title}</p>

      <label htmlFor="share-url" className="mt-5 block text-sm font-medium">
        Link to this article
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="share-url"
          readOnly
          value={shareable.url}
          onFocus={(event) => event.currentTarget.select()}
          className={`min-w-0 flex-1 text-sm ${fieldControlClass}`}
        />
        <button type="button" onClick={onCopy} className={controlClass}>
          <BlogIcon name="link" width={16} height={16} />
          Copy link
        </button>
      </div>
      <p role="status" className="mt-2 min-h-7">
        {copiedNotice}
      </p>

      <ShareLinks shareable={shareable} className="mt-3 grid gap-2 sm:grid-cols-2" />
    </dialog>
  );
}
