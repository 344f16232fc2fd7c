"use client";

import { useEffect, useRef } from "react";

export function useModalDialog(open: boolean, onClose: () => void, fallback?: () => HTMLElement | null) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const fallbackRef = useRef(fallback);

  useEffect(() => {
    onCloseRef.current = onClose;
    fallbackRef.current = fallback;
  }, [onClose, fallback]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => onCloseRef.current();
    // The backdrop belongs to the dialog element itself; its content sits in a child filling it.
    const handleClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener("close", handleClose);
    dialog.addEventListener("click", handleClick);
    return () => {
      dialog.removeEventListener("close", handleClose);
      dialog.removeEventListener("click", handleClick);
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog || dialog.open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    dialog.showModal();
    root.style.overflow = "hidden";
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    return () => {
      if (dialog.open) dialog.close();
      root.style.overflow = "";
      root.style.paddingRight = "";
      const focus = document.activeElement;
      if (focus && focus !== document.body && !dialog.contains(focus)) return;
      const target = opener?.isConnected && opener.checkVisibility() ? opener : (fallbackRef.current?.() ?? opener);
      target?.focus();
    };
  }, [open]);

  return ref;
}
