import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = { title: "Staff", robots: { index: false, follow: false } };

export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none">
      {children}
    </main>
  );
}
