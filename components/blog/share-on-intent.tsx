"use client";

import type { ReactNode } from "react";
import type { ShareControlsProps } from "@/components/blog/share-controls";
import { FormOnIntent } from "@/components/forms/form-on-intent";

const loadShareControls = () => import("@/components/blog/share-controls").then((module) => module.ShareControls);

/** `children` are the server's buttons; the browser's replace them when the visitor reaches for them. */
export function ShareOnIntent({ children, ...props }: ShareControlsProps & { children: ReactNode }) {
  return (
    <FormOnIntent load={loadShareControls} props={props}>
      {children}
    </FormOnIntent>
  );
}
