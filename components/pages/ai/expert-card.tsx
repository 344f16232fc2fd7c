import { Card } from "@/components/ui/card";
import { getImageProps } from "next/image";
import type { Expert } from "@/content/pages/ai";

export function ExpertCard({ expert }: { expert: Expert }) {
  const alt = `Illustrated portrait of ${expert.name}`;
  // getImageProps renders a plain <img> on the server; next/image's component would ship its client code.
  const { props } = getImageProps({
    src: expert.image,
    alt,
    width: 160,
    height: 160,
    className: "size-32 shrink-0 rounded-2xl bg-surface-raised sm:size-40",
  });
  return (
    <Card as="article" className="flex h-full flex-col gap-6 p-6 sm:flex-row">
      {/* biome-ignore lint/performance/noImgElement: the props come from next/image's getImageProps. */}
      <img {...props} alt={alt} />
      <div>
        <h3 className="text-xl font-semibold">{expert.name}</h3>
        <p className="mt-1 font-medium text-accent">{expert.title}</p>
        <p className="mt-4 text-muted">{expert.bio}</p>
        <ul aria-label={`${expert.name}'s focus areas`} className="mt-4 flex flex-wrap gap-2">
          {expert.focus.map((area) => (
            <li key={area} className="rounded-full border border-line px-3 py-1 text-sm text-fg">
              {area}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
