import { CheckIcon } from "@/components/pages/ai/check-icon";
import { OfferingList } from "@/components/pages/ai/offering-list";
import { aiPage } from "@/content/pages/ai";

/** The AI page's overview: how we approach AI work, the engagement shapes, and our commitments. */
export function AiOverview() {
  const { overview } = aiPage;
  return (
    <>
      <div className="mt-6 max-w-3xl space-y-4 text-lg text-muted">
        {overview.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3 className="mt-12 text-2xl font-semibold">{overview.offeringsHeading}</h3>
      <OfferingList offerings={overview.offerings} />
      <h3 className="mt-12 text-2xl font-semibold">{overview.principlesHeading}</h3>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {overview.principles.map((principle) => (
          <li key={principle} className="flex gap-3 rounded-xl bg-surface p-5">
            <CheckIcon />
            <span>{principle}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
