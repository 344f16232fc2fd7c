import { Card } from "@/components/ui/card";
import type { LeaderQuote } from "@/content/pages/ceo-agenda";

const externalLinkClass =
  "inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm font-medium text-fg transition-colors hover:border-accent hover:text-accent";

function ExternalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="M6 3H3v10h10v-3M9 3h4v4M13 3L7 9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function LeaderQuotes({ quotes }: { quotes: LeaderQuote[] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {quotes.map((leader) => (
        <li key={leader.name}>
          <Card as="figure" className="flex h-full flex-col p-6">
            <blockquote className="flex-1 text-lg">
              <p>“{leader.quote}”</p>
            </blockquote>
            {/* The links belong to the caption: a figure's caption must be its first or last child. */}
            <figcaption className="mt-6">
              <span className="block font-semibold">{leader.name}</span>
              <span className="block text-sm text-muted">{leader.title}</span>
              {(leader.linkedin || leader.website) && (
                <ul aria-label={`Links for ${leader.name}`} className="mt-4 flex flex-wrap gap-2">
                  {leader.linkedin && (
                    <li>
                      <a href={leader.linkedin} target="_blank" rel="noopener noreferrer" className={externalLinkClass}>
                        LinkedIn<span className="sr-only"> profile of {leader.name} (opens in a new tab)</span>
                        <ExternalIcon />
                      </a>
                    </li>
                  )}
                  {leader.website && (
                    <li>
                      <a href={leader.website} target="_blank" rel="noopener noreferrer" className={externalLinkClass}>
                        Website<span className="sr-only"> of {leader.name} (opens in a new tab)</span>
                        <ExternalIcon />
                      </a>
                    </li>
                  )}
                </ul>
              )}
            </figcaption>
          </Card>
        </li>
      ))}
    </ul>
  );
}
