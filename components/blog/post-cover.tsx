import { getImageProps } from "next/image";

/** Covers are 1200x630 (the Open Graph ratio); width and height reserve the space before they load. */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

export const COVER_PLACEHOLDER = "/blog/cover-placeholder.svg";

/** Vectors and images from elsewhere skip the optimizer: SVG gains nothing from it, remote hosts are not configured. */
const needsNoOptimizer = (src: string) => /\.svg($|\?)/i.test(src) || !src.startsWith("/");

export function PostCover({
  src,
  sizes,
  eager = false,
  className = "",
}: {
  src?: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const source = src || COVER_PLACEHOLDER;
  // getImageProps gives the optimizer's srcset to a plain <img> rendered here, on the server;
  // next/image's component would ship its client code to every page with a cover.
  const { props } = getImageProps({
    src: source,
    alt: "",
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    sizes,
    unoptimized: needsNoOptimizer(source),
    loading: eager ? "eager" : "lazy",
    fetchPriority: eager ? "high" : undefined,
    className: `aspect-[40/21] h-auto w-full bg-surface-raised object-cover ${className}`,
  });
  // biome-ignore lint/performance/noImgElement: the props come from next/image's getImageProps.
  return <img {...props} alt="" />;
}
