import { logoSvg } from "@/components/ui/logo-mark";
import { site } from "@/content/site";

export const contentType = "image/svg+xml";

export default function Icon() {
  return new Response(logoSvg(site.name), { headers: { "Content-Type": contentType } });
}
