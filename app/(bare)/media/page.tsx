import { MediaLinks } from "@/components/pages/media/media-links";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

export const metadata = pageMetadata(PAGES.media);

export default function MediaPage() {
  return <MediaLinks />;
}
