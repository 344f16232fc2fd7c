import { Link } from "@/components/ui/link";
import { breadcrumbListJsonLd, breadcrumbTrail, type Crumb } from "@/components/chrome/breadcrumb-trail";
import { JsonLd } from "@/components/seo/json-ld";
import { siteUrl } from "@/lib/primitives/site-settings";
import { container } from "@/components/ui/surfaces";

export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const crumbs = breadcrumbTrail(trail);
  return (
    <>
      <nav aria-label="Breadcrumb" className={`${container} w-full pt-6`}>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={`${index}-${crumb.title}`} className="flex items-center gap-2">
                {index > 0 && (
                  <span aria-hidden="true" className="text-muted">
                    /
                  </span>
                )}
                {last || !crumb.path ? (
                  <span aria-current={last ? "page" : undefined} className="text-fg">
                    {crumb.title}
                  </span>
                ) : (
                  <Link href={crumb.path} className="underline-offset-4 hover:text-fg hover:underline">
                    {crumb.title}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbListJsonLd(crumbs, siteUrl())} />
    </>
  );
}
