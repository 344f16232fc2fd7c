"use client";

import { type ComponentType, type ReactNode, type SyntheticEvent, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { FormRestore } from "@/components/forms/post-form";

export interface TakenOver {
  restore?: FormRestore;
  touched?: string[];
}

interface Loaded<Props> {
  Form: ComponentType<Props>;
  props: Props;
  focused: number;
  file: HTMLInputElement | null;
  submitted: boolean;
}

/**
 * Shows the server's form (`children`, which posts on its own) until the visitor reaches for it, then
 * the form `load` resolves to. What was typed, the fields touched, the focus, a chosen file and a
 * submit carry over.
 */
export function FormOnIntent<Props extends TakenOver>({ load, props, children }: { load: () => Promise<ComponentType<Props>>; props: Props; children: ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const submitted = useRef(false);
  const touched = useRef<string[]>([]);
  const [loaded, setLoaded] = useState<Loaded<Props> | null>(null);
  const formIn = () => holder.current?.querySelector("form");

  function takeOver(Form: ComponentType<Props>) {
    const form = formIn();
    if (!form) return;
    const values = Object.fromEntries([...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    // At once, so no keystroke lands on the server's form between this reading and the swap.
    flushSync(() =>
      setLoaded({
        Form,
        props: { ...props, restore: { fields: {}, ...props.restore, values }, touched: touched.current },
        focused: [...form.elements].indexOf(document.activeElement as Element),
        file: form.querySelector("input[type=file]"),
        submitted: submitted.current,
      }),
    );
  }

  function reach(event: SyntheticEvent) {
    const name = (event.target as Element).getAttribute("name");
    if (event.type === "focus" && name && !touched.current.includes(name)) touched.current.push(name);
    if (event.type === "submit") {
      event.preventDefault();
      submitted.current = true;
    }
    if (started.current) return;
    started.current = true;
    load().then(takeOver, () => {
      started.current = false;
      if (submitted.current) formIn()?.submit();
    });
  }

  useLayoutEffect(() => {
    const form = holder.current?.querySelector("form");
    if (!loaded || !form) return;
    const from = loaded.file;
    const to = form.querySelector<HTMLInputElement>("input[type=file]");
    const handOver = () => {
      if (!from?.files?.length || !to) return;
      to.files = from.files;
      to.dispatchEvent(new Event("change", { bubbles: true }));
    };
    handOver();
    // The old input's chooser may still be open: a file chosen there is handed over when it arrives.
    from?.addEventListener("change", handOver);
    (form.elements[loaded.focused] as HTMLElement | undefined)?.focus();
    if (loaded.submitted) form.requestSubmit();
    return () => from?.removeEventListener("change", handOver);
  }, [loaded]);

  if (loaded) {
    return (
      <div ref={holder} className="contents">
        <loaded.Form {...loaded.props} />
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it hears the events of the form inside and takes none of its own.
    <div ref={holder} className="contents" onPointerDown={reach} onFocus={reach} onChange={reach} onSubmit={reach}>
      {children}
    </div>
  );
}
