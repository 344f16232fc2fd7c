"use client";

import { type ComponentType, type ReactNode, type SyntheticEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { FormRestore } from "@/components/forms/post-form";
import { IN_PLACE_LINK, isPlainClick } from "@/components/ui/link";

export interface TakenOver {
  restore?: FormRestore;
  touched?: string[];
}

interface Loaded<Props> {
  Form: ComponentType<Props>;
  props: Props;
  focused: number;
  clicked: number;
  file: HTMLInputElement | null;
  submitted: boolean;
}

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

// What only the loaded component can answer: a click on it waits for the swap and is made again.
const HELD_CLICK = `${IN_PLACE_LINK}, button[type=button]`;

const focusablesIn = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];

/**
 * Shows the server's markup (`children`, whose forms post and links navigate on their own) until the
 * visitor reaches for it, then the component `load` resolves to. What was typed, the fields touched,
 * the focus, a chosen file, a submit and a plain click on an in-place link or a button carry over. `loadAtOnce` asks on mount
 * whether the server's markup cannot show this visit (a query string it could not see, say).
 */
export function FormOnIntent<Props extends TakenOver>({
  load,
  props,
  loadAtOnce,
  children,
}: {
  load: () => Promise<ComponentType<Props>>;
  props: Props;
  loadAtOnce?: () => boolean;
  children: ReactNode;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const reached = useRef(false);
  const pressed = useRef(false);
  const waiting = useRef<ComponentType<Props> | null>(null);
  const submitted = useRef(false);
  const clicked = useRef<HTMLElement | null>(null);
  const touched = useRef<string[]>([]);
  const [loaded, setLoaded] = useState<Loaded<Props> | null>(null);

  function takeOver(Form: ComponentType<Props>) {
    // Swapping under a pressed pointer would lose its click: the swap waits for the release.
    if (pressed.current) {
      waiting.current = Form;
      return;
    }
    const form = holder.current?.querySelector("form");
    const values = form ? Object.fromEntries([...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string")) : {};
    const all = focusablesIn(holder.current);
    // At once, so no keystroke lands on the server's markup between this reading and the swap.
    flushSync(() =>
      setLoaded({
        Form,
        props: reached.current ? { ...props, restore: { fields: {}, ...props.restore, values }, touched: touched.current } : props,
        focused: all.indexOf(document.activeElement as HTMLElement),
        clicked: clicked.current ? all.indexOf(clicked.current) : -1,
        file: form?.querySelector("input[type=file]") ?? null,
        submitted: submitted.current,
      }),
    );
  }

  function release() {
    pressed.current = false;
    const Form = waiting.current;
    waiting.current = null;
    // After the click this release belongs to, which reaches the server's markup first.
    if (Form) window.setTimeout(() => takeOver(Form), 0);
  }

  function start() {
    if (started.current) return;
    started.current = true;
    load().then(takeOver, () => {
      started.current = false;
      if (submitted.current) holder.current?.querySelector("form")?.submit();
      else if (clicked.current instanceof HTMLAnchorElement) window.location.assign(clicked.current.href);
    });
  }

  function reach(event: SyntheticEvent) {
    reached.current = true;
    const name = (event.target as Element).getAttribute("name");
    if (event.type === "focus" && name && !touched.current.includes(name)) touched.current.push(name);
    if (event.type === "pointerdown") {
      pressed.current = true;
      window.addEventListener("pointerup", release, { once: true });
      window.addEventListener("pointercancel", release, { once: true });
    }
    if (event.type === "submit") {
      event.preventDefault();
      submitted.current = true;
    }
    // A held click waits for the swap and is made again on the loaded component; any other link navigates at once.
    const held = (event.target as Element).closest<HTMLElement>(HELD_CLICK);
    if (event.type === "click" && held && isPlainClick(event.nativeEvent as MouseEvent)) {
      event.preventDefault();
      event.stopPropagation();
      clicked.current = held;
    }
    start();
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, on mount.
  useEffect(() => {
    if (loadAtOnce?.()) start();
  }, []);

  useLayoutEffect(() => {
    const root = holder.current;
    if (!loaded || !root) return;
    const form = root.querySelector("form");
    const from = loaded.file;
    const to = form?.querySelector<HTMLInputElement>("input[type=file]");
    const handOver = () => {
      if (!from?.files?.length || !to) return;
      to.files = from.files;
      to.dispatchEvent(new Event("change", { bubbles: true }));
    };
    handOver();
    // The old input's chooser may still be open: a file chosen there is handed over when it arrives.
    from?.addEventListener("change", handOver);
    const all = focusablesIn(root);
    all[loaded.focused]?.focus();
    if (loaded.submitted) form?.requestSubmit();
    else all[loaded.clicked]?.click();
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
    // biome-ignore lint/a11y/noStaticElementInteractions: it hears the events of the markup inside and takes none of its own.
    <div ref={holder} className="contents" onPointerDown={reach} onFocus={reach} onChange={reach} onSubmit={reach} onClickCapture={reach}>
      {children}
    </div>
  );
}
