import { getImageProps } from "next/image";

/** 1200x630, the Open Graph ratio; width and height reserve the space before they load. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

export const COVER_PLACEHOLDER = "/blog/cover-placeholder.svg";

export const CARD_COVER_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

export interface CoverImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Vectors and images from elsewhere skip the optimizer: SVG gains nothing from it, remote hosts are not configured. */
const needsNoOptimizer = (src: string) => /\.svg($|\?)/i.test(src) || !src.startsWith("/");

/** Worked out on the server, so the browser's list of cards gets plain strings instead of next/image's code. */
export function coverImage(src: string | undefined, sizes: string): CoverImage {
  const source = src || COVER_PLACEHOLDER;
  const { props } = getImageProps({
    src: source,
    alt: "",
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    sizes,
    unoptimized: needsNoOptimizer(source),
  });
  return { src: props.src, ...(props.srcSet ? { srcSet: props.srcSet, sizes: props.sizes } : {}) };
}
