import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

export function StaffSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" className="p-6" aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}
