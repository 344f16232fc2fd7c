import type { z } from "zod";
import type { departmentSchema } from "@/lib/domain/department";

type DepartmentInput = z.input<typeof departmentSchema>;

/** Demo departments for the careers pages. Ids are URL slugs. */
export const demoDepartments = [
  {
    id: "engineering",
    title: "Engineering",
    description:
      "Our engineers design, build and run the cloud platforms, integrations and internal tools that carry our clients' most important workloads. We favour small teams, clear ownership and software that is boring to operate.",
    isActive: true,
    roles: [
      "Senior Platform Engineer",
      "Cloud Infrastructure Engineer",
      "Full Stack Engineer",
      "Site Reliability Engineer",
      "Security Engineer",
    ],
    techStack: ["TypeScript", "Go", "Kubernetes", "Terraform", "PostgreSQL", "AWS", "Azure"],
    experience: "3+ years",
    keyResponsibilities: [
      "Design and deliver cloud platforms that client teams can run on their own after handover",
      "Automate infrastructure, testing and releases so that changes ship safely several times a day",
      "Lead technical discovery sessions and turn ambiguous requirements into clear designs",
      "Build zero-trust controls, observability and incident runbooks into every system from day one",
      "Review code and mentor engineers across Lexor and client teams",
    ],
    benefits: [
      "Annual learning budget for courses, certifications and conferences",
      "Four-day focus weeks every quarter with no client meetings",
      "Top-tier laptop and a home office allowance",
      "Private health cover for you and your family",
      "Paid time to contribute to open-source projects",
    ],
    workArrangement: ["Hybrid", "Remote"],
    requirements: { githubRequired: true, techStackRequired: false },
    updatedAt: "2026-03-02T09:00:00.000Z",
    postings: {
      "Senior Platform Engineer": { postedAt: "2026-03-02T09:00:00.000Z" },
      "Cloud Infrastructure Engineer": { postedAt: "2026-02-16T09:00:00.000Z" },
      "Full Stack Engineer": { postedAt: "2026-01-12T09:00:00.000Z" },
      "Site Reliability Engineer": { postedAt: "2026-02-23T09:00:00.000Z" },
      "Security Engineer": { postedAt: "2026-03-02T09:00:00.000Z", closesAt: "2027-06-30T23:59:00.000Z" },
    },
  },
  {
    id: "data-ai",
    title: "Data & AI",
    description:
      "The Data & AI team builds the data platforms, models and AI agents that help our clients make faster, better-evidenced decisions. We care as much about evaluation, governance and cost as we do about accuracy.",
    isActive: true,
    roles: ["Machine Learning Engineer", "Data Engineer", "Applied AI Scientist"],
    techStack: ["Python", "PyTorch", "dbt", "Apache Spark", "Snowflake", "Airflow", "LangGraph"],
    experience: "4+ years",
    keyResponsibilities: [
      "Build reliable batch and streaming pipelines on modern lakehouse platforms",
      "Design, evaluate and deploy machine learning models and LLM-based agents in production",
      "Define evaluation suites and guardrails that make AI behaviour measurable and auditable",
      "Work with client domain experts to frame problems that data can actually answer",
      "Keep data quality, lineage and access policies visible to the people who depend on them",
    ],
    benefits: [
      "Dedicated GPU and cloud credits for research and prototyping",
      "Annual learning budget plus paid conference speaking time",
      "Flexible hours built around deep work",
      "Private health cover and wellbeing allowance",
      "Company-matched pension contributions",
    ],
    workArrangement: ["Remote"],
    requirements: { githubRequired: false, techStackRequired: true },
    updatedAt: "2026-04-14T10:30:00.000Z",
    postings: {
      "Machine Learning Engineer": { postedAt: "2026-04-14T10:30:00.000Z" },
      "Data Engineer": { postedAt: "2026-03-09T10:30:00.000Z" },
      "Applied AI Scientist": { postedAt: "2026-04-01T10:30:00.000Z", closesAt: "2027-05-31T23:59:00.000Z" },
    },
  },
  {
    id: "strategy",
    title: "Strategy",
    description:
      "Strategists at Lexor help leadership teams decide where technology should change their business and in which order. We pair rigorous analysis with hands-on delivery so that our recommendations survive contact with reality.",
    isActive: true,
    roles: ["Technology Strategy Consultant", "Digital Transformation Manager"],
    techStack: ["Business case modelling", "Operating model design", "OKRs", "Value stream mapping", "Miro"],
    experience: "5+ years",
    keyResponsibilities: [
      "Shape technology strategies and transformation roadmaps with executive sponsors",
      "Build business cases that tie cloud, data and AI investments to measurable outcomes",
      "Facilitate workshops that align business, product and engineering leaders",
      "Track transformation progress and adjust plans as evidence comes in",
    ],
    benefits: [
      "Structured coaching from senior partners",
      "Annual learning budget including executive education",
      "Sabbatical option after four years",
      "Private health cover and wellbeing allowance",
    ],
    workArrangement: ["Hybrid", "Remote"],
    updatedAt: "2026-02-18T08:15:00.000Z",
    postings: {
      "Technology Strategy Consultant": { postedAt: "2026-02-18T08:15:00.000Z" },
      "Digital Transformation Manager": { postedAt: "2026-01-26T08:15:00.000Z" },
    },
  },
  {
    id: "design",
    title: "Design",
    description:
      "Our designers shape the products, services and design systems that make complex technology feel simple to the people using it. The team works alongside engineers and strategists from the first workshop to the final release.",
    isActive: false,
    roles: ["Senior Product Designer", "Design Systems Lead"],
    techStack: ["Figma", "Design tokens", "Storybook", "User research", "Prototyping"],
    keyResponsibilities: [
      "Run discovery research and turn findings into clear product direction",
      "Design accessible interfaces for web and internal tools",
      "Build and maintain shared design systems with engineering teams",
      "Prototype and test ideas quickly with real users",
    ],
    benefits: [
      "Annual learning budget for courses and conferences",
      "Research tools and participant incentives budget",
      "Home studio allowance",
      "Private health cover for you and your family",
    ],
    workArrangement: ["Hybrid", "Remote"],
    updatedAt: "2026-01-20T14:00:00.000Z",
  },
] satisfies DepartmentInput[];
