"use client";

import { useEffect, useRef } from "react";

/**
 * Drives a native `<dialog>` as a modal from React state. The browser keeps focus inside and makes
 * the page behind inert; this adds closing on Escape and on a backdrop click (both report through
 * `onClose`), locks the page's scroll while open, and returns focus to whatever opened it.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

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
      if (opener?.isConnected && (!focus || focus === document.body || dialog.contains(focus))) opener.focus();
    };
  }, [open]);

  return ref;
}
