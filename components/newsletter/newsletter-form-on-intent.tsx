"use client";

import type { ReactNode } from "react";
import { FormOnIntent } from "@/components/forms/form-on-intent";
import type { NewsletterFormProps } from "@/components/newsletter/newsletter-form";

const loadNewsletterForm = () => import("@/components/newsletter/newsletter-form").then((module) => module.NewsletterForm);

/** `children` is the server's form; the browser's replaces it when the visitor reaches for it. */
export function NewsletterFormOnIntent({ children, ...props }: NewsletterFormProps & { children: ReactNode }) {
  return (
    <FormOnIntent load={loadNewsletterForm} props={props}>
      {children}
    </FormOnIntent>
  );
}
