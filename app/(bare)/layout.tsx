import type { ReactNode } from "react";

/** Pages without chrome (only /media): no nav, breadcrumbs or footer, and no left margin. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      {children}
    </main>
  );
}
