import type { ComponentProps, MouseEventHandler, ReactNode } from "react";
import { CloseIcon } from "@/components/chrome/icons";

const SHEET = "fixed inset-y-0 m-0 h-dvh max-h-none overflow-y-auto bg-surface p-0 text-fg transition-transform duration-200 ease-out backdrop:bg-black/60";
const SHEET_SIDES = {
  left: "right-auto left-0 border-r border-line starting:open:-translate-x-full",
  right: "right-0 left-auto border-l border-line starting:open:translate-x-full",
};

/** A modal `<dialog>` sliding in from one side; the caller opens it (useModalDialog) and sets its width. */
export function SheetDialog({ side, className, ...dialog }: ComponentProps<"dialog"> & { side: keyof typeof SHEET_SIDES }) {
  return <dialog {...dialog} className={`${SHEET} ${SHEET_SIDES[side]} ${className}`} />;
}

const CLOSE_LOOKS = {
  bar: "inline-flex size-11 items-center justify-center rounded-xl text-fg hover:bg-surface-raised",
  corner: "-mt-2 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-fg",
  quiet: "rounded-full p-1 text-muted hover:text-fg",
};

/** A dialog's title row: what names it, then its close button, labelled for a screen reader. */
export function DialogHeader({
  onClose,
  closeLabel,
  look = "bar",
  icon = <CloseIcon />,
  className,
  children,
}: {
  onClose: MouseEventHandler<HTMLButtonElement>;
  closeLabel: string;
  look?: keyof typeof CLOSE_LOOKS;
  icon?: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {children}
      <button type="button" onClick={onClose} className={CLOSE_LOOKS[look]}>
        {icon}
        <span className="sr-only">{closeLabel}</span>
      </button>
    </div>
  );
}
