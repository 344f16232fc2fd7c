import { unstable_cache } from "next/cache";
import { REVALIDATE_SECONDS, TAGS } from "@/lib/services/cache/tags";
import { type Brand, brandCounter } from "@/lib/primitives/domain/brand";
import { documents } from "@/lib/features/content/store";
import { fileStore } from "@/lib/ports/files";
import { errorText, log } from "@/lib/primitives/log";
import { listBrands } from "@/lib/features/content/records";

export const PLATFORM_PLACEHOLDER_IMAGE = "/images/platform-placeholder.svg";

export interface PlatformCard {
  id: string;
  name: string;
  description: string;
  counter: string;
  imageUrl: string;
  href?: { url: string; external: boolean };
}

export async function imageUrlOf(brand: Brand): Promise<string> {
  if (!brand.backgroundImagePath) return PLATFORM_PLACEHOLDER_IMAGE;
  try {
    return await fileStore().publicUrl(brand.backgroundImagePath);
  } catch (error) {
    log.warn("brand image lookup failed", { brand: brand.id, error: errorText(error) });
    return PLATFORM_PLACEHOLDER_IMAGE;
  }
}

function linkOf(brand: Brand): PlatformCard["href"] {
  if (brand.name === "Thestral") return { url: "/thestral", external: false };
  return brand.url ? { url: brand.url, external: !brand.url.startsWith("/") } : undefined;
}

const getPlatforms = unstable_cache(
  async (): Promise<PlatformCard[]> => {
    const brands = await listBrands(await documents());
    return Promise.all(
      brands.map(async (brand) => ({
        id: brand.id,
        name: brand.name,
        description: brand.description,
        counter: brandCounter(brand),
        imageUrl: await imageUrlOf(brand),
        href: linkOf(brand),
      })),
    );
  },
  ["platforms"],
  { tags: [TAGS.brands], revalidate: REVALIDATE_SECONDS },
);

/** The platforms, or what stopped them loading (logged here): the home page shows the rest of itself either way. */
export async function readPlatforms(): Promise<{ platforms: PlatformCard[] } | { failure: string }> {
  try {
    return { platforms: await getPlatforms() };
  } catch (error) {
    log.error("platforms load failed", { error: errorText(error) });
    return { failure: error instanceof Error ? error.message : String(error) };
  }
}
