import { JsonLd } from "@/components/seo/json-ld";
import type { JobPosting } from "@/lib/features/careers/job-posting";

export function JobPostingJsonLd({ posting }: { posting: JobPosting }) {
  return <JsonLd data={posting} id={`job-posting-${posting.identifier.value}`} />;
}
