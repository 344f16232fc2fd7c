import type { MetadataRoute } from "next";
import { site } from "@/content/site";
import { BRAND_BACKGROUND, ICONS } from "@/lib/services/seo/icons";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.name,
    description: site.description,
    start_url: "/",
    display: "standalone",
    background_color: BRAND_BACKGROUND,
    theme_color: BRAND_BACKGROUND,
    icons: [
      { src: "/icon", sizes: "any", type: "image/svg+xml" },
      ...ICONS.map((icon) => ({ src: icon.src, sizes: `${icon.size}x${icon.size}`, type: "image/png", purpose: icon.purpose })),
    ],
  };
}
