import { OrganizationJsonLd } from "next-seo";
import { socialLinks } from "@/content/social-links";
import { site } from "@/content/site";
import { LOGO_PNG } from "@/lib/services/seo/icons";

export function HomeOrganizationJsonLd({ siteUrl }: { siteUrl: string }) {
  return (
    <OrganizationJsonLd
      name={site.name}
      legalName={site.legalName}
      url={`${siteUrl}/`}
      logo={`${siteUrl}${LOGO_PNG.src}`}
      foundingDate={String(site.foundingYear)}
      description={site.description}
      sameAs={socialLinks.map((link) => link.url)}
    />
  );
}
