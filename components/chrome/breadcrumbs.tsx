"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { breadcrumbListJsonLd, breadcrumbTrail, serializeJsonLd } from "@/components/chrome/breadcrumb-trail";

/**
 * Breadcrumbs from the path, with their BreadcrumbList structured data. A client leaf only to read
 * the path in the shared layout; it is rendered on the server too, so crawlers see both.
 */
export function Breadcrumbs({ siteUrl }: { siteUrl: string }) {
  const pathname = usePathname();
  const trail = breadcrumbTrail(pathname);
  if (!trail) return null;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mx-auto w-full max-w-6xl px-6 pt-6">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-2">
                {index > 0 && (
                  <span aria-hidden="true" className="text-muted">
                    /
                  </span>
                )}
                {last ? (
                  <span aria-current="page" className="text-fg">
                    {crumb.name}
                  </span>
                ) : (
                  <Link href={crumb.path} className="underline-offset-4 hover:text-fg hover:underline">
                    {crumb.name}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbListJsonLd(trail, siteUrl)) }} />
    </>
  );
}
