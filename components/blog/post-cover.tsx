import { COVER_HEIGHT, COVER_WIDTH, type CoverImage } from "@/lib/features/blog/cover";

export function PostCover({ image, alt = "", eager = false, className = "" }: { image: CoverImage; alt?: string; eager?: boolean; className?: string }) {
  return (
    // biome-ignore lint/performance/noImgElement: the sources come from next/image's getImageProps (lib/features/blog/cover.ts).
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={alt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={`aspect-[40/21] h-auto w-full bg-surface-raised object-cover ${className}`}
    />
  );
}
