import { Link } from "@/components/ui/link";
import { type PlatformCard, readPlatforms } from "@/lib/features/brands/reads";
import { cardSurface } from "@/components/ui/surfaces";

function PlatformCardView({ platform }: { platform: PlatformCard }) {
  const body = (
    <>
      {/* biome-ignore lint/performance/noImgElement: SVG art from the files port; next/image adds nothing for vectors. */}
      <img
        src={platform.imageUrl}
        alt=""
        width={800}
        height={500}
        // Below the hero: without it React preloads every card's art ahead of the page's own stylesheet.
        loading="lazy"
        className="h-40 w-full rounded-lg object-cover"
      />
      <p className="mt-4 text-muted">{platform.description}</p>
      <div className="mt-4 flex items-baseline justify-between">
        <h3 className="text-lg font-semibold">{platform.name}</h3>
        <span className="font-mono text-sm text-muted">{platform.counter}</span>
      </div>
    </>
  );
  const className = `${cardSurface} block p-5 transition-colors hover:border-accent`;
  if (!platform.href) return <div className={className}>{body}</div>;
  return platform.href.external ? (
    <a href={platform.href.url} target="_blank" rel="noopener noreferrer" className={className}>
      {body}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <Link href={platform.href.url} className={className}>
      {body}
    </Link>
  );
}

export async function PlatformList() {
  const read = await readPlatforms();
  if ("failure" in read) return <p className="mt-6 text-danger">Error: {read.failure}</p>;
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-3">
      {read.platforms.map((platform) => (
        <li key={platform.id}>
          <PlatformCardView platform={platform} />
        </li>
      ))}
    </ul>
  );
}
