import { Section } from "@/components/ui/section";
import { Link } from "@/components/ui/link";
import { InsightCard } from "@/components/pages/insights/insight-card";
import { PageHeader } from "@/components/pages/page-header";
import type { insightsIndex } from "@/content/pages/insights";
import { container } from "@/components/ui/surfaces";

export function InsightsIndex({ copy }: { copy: typeof insightsIndex }) {
  return (
    <>
      <PageHeader eyebrow={copy.header.eyebrow} title={copy.header.title} lead={copy.header.lead} />
      <Section id="featured-heading" title={copy.featuredHeading} heading="tight" className={`${container} pb-12`}>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {copy.featured.map((card) => (
            <li key={card.link}>
              <InsightCard card={card} readMore={copy.readMore} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="more-heading" title={copy.moreHeading} heading="tight" className={`${container} pb-12`}>
        <ul className="mt-8 grid gap-6">
          {copy.more.map((card) => (
            <li key={card.link}>
              <InsightCard card={card} readMore={copy.readMore} wide />
            </li>
          ))}
        </ul>
      </Section>
      <div className={`${container} pb-24`}>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-line bg-surface-raised p-6 text-muted">
          {copy.blogPrompt.text}
          <Link href={copy.blogPrompt.href} className="font-semibold text-accent underline-offset-4 hover:underline">
            {copy.blogPrompt.action}
          </Link>
        </p>
      </div>
    </>
  );
}
