import { Link } from "@/components/ui/link";
import { BlogIcon } from "@/components/blog/icons";
import { cardSurface } from "@/components/ui/surfaces";

const cards = [
  {
    title: "Our Services",
    text: "See how we help leadership teams plan and ship AI, cloud, data and security programmes.",
    href: "/what-we-do",
    action: "Explore services",
  },
  {
    title: "Get in Touch",
    text: "Working on something similar? Tell us about it and we will set up a conversation.",
    href: "/#contact",
    action: "Contact us",
  },
] as const;

export function NextSteps() {
  return (
    <aside aria-label="What next" className="mt-16 grid gap-6 sm:grid-cols-2">
      {cards.map((card) => (
        <Link key={card.href} href={card.href} className={`${cardSurface} group flex flex-col p-6 transition-colors hover:border-accent`}>
          <span className="text-lg font-semibold text-fg">{card.title}</span>
          <span className="mt-2 text-muted">{card.text}</span>
          <span className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-accent">
            {card.action}
            <BlogIcon name="arrow-right" width={16} height={16} className="transition-transform group-hover:translate-x-1" />
          </span>
        </Link>
      ))}
    </aside>
  );
}
