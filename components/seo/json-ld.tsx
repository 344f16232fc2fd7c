import { serializeJsonLd } from "@/lib/services/seo/json-ld";

/** Serialized so no value can end the script element. */
export function JsonLd({ data, id }: { data: object; id?: string }) {
  return <script type="application/ld+json" id={id} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
