"use client";

import type { ReactNode } from "react";
import type { ApplyFormProps } from "@/components/careers/use-apply-form";
import { FormOnIntent } from "@/components/forms/form-on-intent";

const loadApplyForm = () => import("@/components/careers/interactive-apply-form").then((module) => module.InteractiveApplyForm);

/** `children` is the server's form; the browser's replaces it when the visitor reaches for it. */
export function ApplyFormOnIntent({ children, ...props }: ApplyFormProps & { children: ReactNode }) {
  return (
    <FormOnIntent load={loadApplyForm} props={props}>
      {children}
    </FormOnIntent>
  );
}
