"use client";

import type { ReactNode } from "react";
import type { BlogIndexProps } from "@/components/blog/blog-index";
import { FormOnIntent } from "@/components/forms/form-on-intent";

const loadBlogIndex = () => import("@/components/blog/blog-index").then((module) => module.BlogIndex);

// A static page cannot see a query string: a search link needs the browser's list at once.
const hasQuery = () => window.location.search !== "";

/** `children` is the server's list; the browser's replaces it when the visitor reaches for it. */
export function BlogIndexOnIntent({ children, ...props }: BlogIndexProps & { children: ReactNode }) {
  return (
    <FormOnIntent load={loadBlogIndex} props={props} loadAtOnce={hasQuery}>
      {children}
    </FormOnIntent>
  );
}
