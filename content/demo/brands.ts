import type { z } from "zod";
import type { brandSchema } from "@/lib/domain/brand";

type BrandInput = z.input<typeof brandSchema>;

/**
 * Demo platforms for the home page. Atlas has no version or number (its counter falls back to 1).
 * A brand without a background image shows the neutral placeholder (public/images).
 */
export const demoBrands = [
  {
    id: "thestral",
    name: "Thestral",
    description:
      "Thestral is Lexor's AI infrastructure platform for deploying, evaluating and governing models and agents in production. It gives teams one place to manage GPU capacity, model versions and guardrails.",
    url: "/thestral",
    version: "2.4",
    backgroundImagePath: "brands/thestral.svg",
  },
  {
    id: "sentinel",
    name: "Sentinel",
    description:
      "Sentinel is a security analytics platform that correlates identity, endpoint and network signals to surface the threats that matter. Analysts get ranked, explained alerts instead of endless queues.",
    url: "https://sentinel.lexor.example",
    number: 3,
    backgroundImagePath: "brands/sentinel.svg",
  },
  {
    id: "atlas",
    name: "Atlas",
    description:
      "Atlas maps cloud spend to the teams, products and customers that drive it. Finance and engineering share one view of unit costs, forecasts and savings opportunities.",
    url: "https://atlas.lexor.example",
    backgroundImagePath: "brands/atlas.svg",
  },
] satisfies BrandInput[];
