import { Card } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { textLink } from "@/components/ui/button";
import { homeContent } from "@/content/pages/home";
import { container } from "@/components/ui/surfaces";
import { eyebrowClass } from "@/components/ui/type-styles";

export function AboutSection() {
  const { about } = homeContent;
  return (
    <section id="about" aria-labelledby="about-heading" className="below-fold scroll-mt-32 border-t border-line bg-surface/40">
      <div className={`${container} grid gap-12 py-20 lg:grid-cols-2`}>
        <div>
          <p className={eyebrowClass}>{about.eyebrow}</p>
          <h2 id="about-heading" className="mt-3 text-3xl font-semibold tracking-tight">
            {about.title}
          </h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-5 text-muted">
              {paragraph}
            </p>
          ))}
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3">
            {about.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={textLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {about.principles.map((principle) => (
            <Card as="li" key={principle.title} className="p-6">
              <h3 className="font-semibold">{principle.title}</h3>
              <p className="mt-2 text-sm text-muted">{principle.text}</p>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
