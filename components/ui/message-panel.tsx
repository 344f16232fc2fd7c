import type { ReactNode } from "react";

export function MessagePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-6 py-16 sm:py-24">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-6 space-y-6 text-lg text-muted">{children}</div>
    </section>
  );
}
