import { AboutSection } from "@/components/home/about-section";
import { ContactSection } from "@/components/home/contact-section";
import { Hero } from "@/components/home/hero";
import { HomeOrganizationJsonLd } from "@/components/home/organization-json-ld";
import { PlatformList } from "@/components/home/platform-list";
import { homeContent } from "@/content/pages/home";
import { site } from "@/content/site";
import { siteUrl } from "@/lib/primitives/site-settings";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";
import { container } from "@/components/ui/surfaces";

export const revalidate = 3600;

const homeTitle = `${site.name}: ${site.tagline}`;

export const metadata = {
  ...pageMetadata({ title: homeTitle, description: site.description, path: PAGES.home.path }),
  title: { absolute: homeTitle },
};

export default function HomePage() {
  return (
    <>
      <HomeOrganizationJsonLd siteUrl={siteUrl()} />
      <Hero />
      <section id="platforms" aria-labelledby="platforms-heading" className={`${container} below-fold scroll-mt-32 py-20`}>
        <h2 id="platforms-heading" className="text-3xl font-semibold tracking-tight">
          {homeContent.platforms.title}
        </h2>
        <p className="mt-3 max-w-3xl text-muted">{homeContent.platforms.lead}</p>
        <PlatformList />
      </section>
      <AboutSection />
      <ContactSection />
    </>
  );
}
