import { JsonLdScript } from "next-seo";
import type { JobPosting } from "@/lib/careers/job-posting";

/** One JobPosting script; next-seo escapes `</script>` and comment markers inside the JSON. */
export function JobPostingJsonLd({ posting }: { posting: JobPosting }) {
  return <JsonLdScript data={posting} scriptKey={`job-posting-${posting.identifier.value}`} />;
}
