import { Card } from "@/components/ui/card";
import { ExternalLink } from "@/components/pages/insights/external-link";
import type { ExternalReference } from "@/content/pages/insight-types";

export function ReferenceLinks({ links, labelledBy }: { links: ExternalReference[]; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="mt-8 grid gap-4 md:grid-cols-2">
      {links.map((link) => (
        <Card as="li" key={link.href} className="p-6">
          <ExternalLink href={link.href} className="font-semibold text-accent underline-offset-4 hover:underline">
            {link.label}
          </ExternalLink>
          <p className="mt-2 text-sm text-muted">{link.note}</p>
        </Card>
      ))}
    </ul>
  );
}
