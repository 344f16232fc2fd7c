import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { AgentsOverview } from "@/components/pages/ai-agents/agents-overview";
import { TabbedSections } from "@/components/pages/ai/tabbed-sections";
import { aiAgentsPage } from "@/content/pages/ai-agents";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

const page = PAGES.aiAgents;

export const metadata: Metadata = pageMetadata(page);

export default function AiAgentsPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <TabbedSections page={aiAgentsPage} overview={<AgentsOverview />} />
    </>
  );
}
