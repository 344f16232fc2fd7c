import { Link } from "@/components/ui/link";
import { HeroIllustration } from "@/components/home/hero-illustration";
import { primaryAction, secondaryAction } from "@/components/ui/button";
import { SchedulerLink } from "@/components/scheduler/scheduler-link";
import { homeContent } from "@/content/pages/home";
import { site } from "@/content/site";
import { container } from "@/components/ui/surfaces";
import { eyebrowClass } from "@/components/ui/type-styles";

export function Hero() {
  const { hero } = homeContent;
  return (
    <section aria-labelledby="hero-title" className={`${container} grid items-center gap-12 pt-16 pb-16 sm:pt-24 lg:grid-cols-[1.4fr_1fr]`}>
      <div>
        <p className={eyebrowClass}>{hero.eyebrow}</p>
        <h1 id="hero-title" className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
          {site.tagline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted">{hero.lead}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <SchedulerLink className={primaryAction}>{hero.primaryAction}</SchedulerLink>
          <Link href={hero.secondaryAction.href} className={secondaryAction}>
            {hero.secondaryAction.label}
          </Link>
        </div>
        <dl className="mt-12 grid gap-6 border-t border-line pt-8 sm:grid-cols-3">
          {hero.highlights.map((item) => (
            <div key={item.label}>
              <dt className="text-sm text-muted">{item.label}</dt>
              <dd className="mt-1 font-medium">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <HeroIllustration className="mx-auto hidden w-full max-w-sm lg:block" />
    </section>
  );
}
