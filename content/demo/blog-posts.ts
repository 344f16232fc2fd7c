import type { z } from "zod";
import type { blogPostSchema } from "@/lib/domain/blog-post";

type BlogPostInput = z.input<typeof blogPostSchema>;

const maya = { name: "Maya Okafor", role: "Principal Engineer" };
const daniel = { name: "Daniel Reyes", role: "Head of Data & AI" };
const ingrid = { name: "Ingrid Halvorsen", role: "Design Director" };
const priya = { name: "Priya Natarajan", role: "Product Strategy Lead" };
const tomas = { name: "Tomas Vidal", role: "Security Architect" };

/**
 * Demo posts for The Signal: 14 published and 1 draft. Post 011 has no author (reads as
 * "Lexor Team") and post 012 has no counters (views and likes read as 0).
 */
export const demoBlogPosts = [
  {
    id: "post-001",
    slug: "pragmatic-cloud-migration",
    title: "A pragmatic path to cloud migration",
    excerpt:
      "Most migrations stall not on technology but on sequencing. This is the order of work we use to move an estate without stopping the business.",
    content: `<p>Almost every migration programme we are asked to rescue tells the same story. A landing zone was built, a handful of easy workloads moved, and then progress stopped. The remaining applications were tangled together, owned by nobody in particular and too risky to touch before the next peak season. The technology was never the hard part; the order of work was.</p>
<h2>Start from dependencies, not from a spreadsheet of servers</h2>
<p>An inventory tells you what exists. It does not tell you what can move together. Before planning waves, we map how applications actually talk to each other using network flow data, batch schedules and interviews with the people who get paged at night. The result is a set of clusters: groups of systems that must move as a unit, and the thin seams where they can be separated. Each cluster gets an owner, a target pattern and a rough cost, which turns a vague programme into a list of decisions someone can actually make.</p>
<ul><li><strong>Move clusters, not servers.</strong> Splitting a chatty application from its database across a long network link is the fastest way to create a performance incident.</li><li><strong>Plan the second wave first.</strong> The first wave is always easy. The second is where the real blockers appear, so it deserves attention early.</li><li><strong>Retire aggressively.</strong> In a typical estate, a fifth of workloads can be switched off once someone checks who still uses them.</li><li><strong>Fund the platform team.</strong> A shared team that owns networking, identity and pipelines saves every product team from solving the same problems alone.</li></ul>
<h2>Make the new platform the easiest path</h2>
<p>Teams migrate willingly when the destination is better than where they are today. That means templates that produce a compliant service in minutes, observability that works without configuration and a clear answer to the question of who to ask for help. When the target environment is harder to use than the data centre, every team will find a good reason to wait.</p>
<blockquote>A migration is finished when the old data centre contract ends, not when the last virtual machine boots somewhere new.</blockquote>
<p>We also agree the finish line up front. Decommissioning dates, contract exits and the cost baseline are written into the plan in the first week, so the programme is judged on outcomes the business recognises rather than on the number of workloads moved. Progress reports show money saved and risk retired alongside workloads moved, which keeps executive attention on the finish line rather than on the easy early wins.</p>`,
    category: "Engineering",
    tags: ["Cloud", "Migration", "Platform Engineering"],
    coverImage: "/blog/covers/pragmatic-cloud-migration.svg",
    readTime: 3,
    author: maya,
    publishedAt: "2026-01-05T08:00:00.000Z",
    updatedAt: "2026-01-07T10:15:00.000Z",
    status: "published",
    views: 864,
    likes: 57,
  },
  {
    id: "post-002",
    slug: "design-systems-are-infrastructure",
    title: "Design systems are infrastructure",
    excerpt:
      "Treating a design system as a side project guarantees it will drift. Funding it like shared infrastructure changes who uses it and why.",
    content: `<p>Design systems rarely fail because the components are poor. They fail because nobody is responsible for them after the launch announcement. A library built by two enthusiastic designers in a quiet quarter slowly falls behind the products it was meant to serve, and teams quietly fork it to get their work done.</p>
<h2>Own it like a platform</h2>
<p>We encourage clients to run their design system the way they run an internal platform: a small dedicated team, a public roadmap, versioned releases and a support channel that answers within a day. That team measures adoption, not the number of components shipped, and it spends as much time with product teams as it does in its own backlog.</p>
<ul><li>Design tokens are the contract. Colour, spacing and type live in one source that generates code for every platform.</li><li>Components ship with accessibility tests and usage guidance, not just a frame in a design file.</li><li>Breaking changes come with a migration guide and, wherever possible, an automated code change.</li><li>Product teams can contribute, with review from the core team acting as a partner rather than a gate.</li></ul>
<h2>Measure what matters</h2>
<p>The most useful metric we track is the share of screens built entirely from system components. It shows where the system is missing something teams need, and it turns arguments about consistency into conversations about gaps. A second measure is time to first screen for a new product team: if it takes more than a day, the onboarding needs work.</p>
<blockquote>A design system earns its keep when a team can build a new feature without asking the design system team anything.</blockquote>
<p>None of this requires a large investment. Three people with a clear mandate can support a dozen product teams, provided leadership treats their work as infrastructure that everyone depends on rather than as polish applied at the end of a project. It is also cheaper than the alternative: every team rebuilding the same date picker, each with its own bugs and its own accessibility gaps.</p>`,
    category: "Design",
    tags: ["Design Systems", "Design Tokens", "Accessibility"],
    coverImage: "/blog/covers/design-systems-are-infrastructure.svg",
    readTime: 2,
    author: ingrid,
    publishedAt: "2026-01-27T09:30:00.000Z",
    updatedAt: "2026-01-27T09:30:00.000Z",
    status: "published",
    views: 512,
    likes: 38,
  },
  {
    id: "post-003",
    slug: "what-a-data-platform-owes-its-users",
    title: "What a data platform owes its users",
    excerpt:
      "Storage and compute are table stakes. The platforms that get used are the ones that make data findable, trustworthy and cheap to question.",
    content: `<p>When a client asks us to review a data platform, we rarely start with the architecture diagram. We start by sitting with analysts and engineers as they try to answer an ordinary business question. How long does it take them to find the right table? How do they know it is up to date? Who do they ask when a number looks wrong? The answers tell us more about the health of the platform than any benchmark, and they usually point to a handful of fixes that make an immediate difference.</p>
<h2>Four promises worth keeping</h2>
<ul><li><strong>Findable.</strong> Every dataset that matters has an owner, a description written for humans and an entry in the catalogue that search can find.</li><li><strong>Fresh, and honest about it.</strong> Freshness is shown next to the data, so nobody has to guess whether last night's load ran.</li><li><strong>Tested.</strong> Core models carry tests for uniqueness, missing values and expected ranges, and failures alert the owning team before they reach a dashboard. A failing test is treated like a failing build, not like a polite suggestion.</li><li><strong>Affordable.</strong> Users can see roughly what a query will cost before they run it.</li></ul>
<h2>Build for the second question</h2>
<p>Dashboards answer the first question. The value of a platform shows when someone asks the follow-up: why did this number move, and for which customers? Platforms that only serve curated reports push those questions back to a central team and create a queue. Platforms with well-modelled, documented layers let people answer them on their own, the same afternoon. That independence is what turns a reporting system into a genuine decision-making tool for the business.</p>
<p>That is why we put so much effort into the semantic layer: shared definitions of revenue, active customer and churn that every tool uses. When two dashboards disagree, the conversation should be about the business, not about whose query is right. A shared layer also makes it far easier to onboard new analysts, because the definitions they need are written down in one place.</p>
<blockquote>The measure of a data platform is how rarely people have to ask the data team for help.</blockquote>
<p>None of these promises are exotic. They are mostly about discipline, ownership and making good behaviour the default path, and they matter more to everyday users than any choice of engine. When we hand a platform back to a client team, these promises become the checklist they use to judge every new feature request.</p>`,
    category: "Data",
    tags: ["Data Platforms", "Data Quality", "Semantic Layer"],
    coverImage: "/blog/covers/what-a-data-platform-owes-its-users.svg",
    readTime: 3,
    author: daniel,
    publishedAt: "2026-02-16T08:45:00.000Z",
    updatedAt: "2026-02-20T11:00:00.000Z",
    status: "published",
    views: 431,
    likes: 29,
  },
  {
    id: "post-004",
    slug: "product-discovery-internal-tools",
    title: "Product discovery for internal tools",
    excerpt:
      "Internal users cannot switch to a competitor, so their frustration stays hidden. Discovery work brings it into the open before you build the wrong thing.",
    content: `<p>Internal tools are often built from a requirements document written by someone who does not use them. The people who do use them have no alternative, so they adapt: spreadsheets on the side, copy and paste between systems, a colleague who knows the trick. None of that shows up in a backlog, and none of it appears in a steering committee report.</p>
<h2>Watch the work, not the demo</h2>
<p>Our discovery sprints for internal products start with contextual sessions. We sit beside claims handlers, field engineers or finance analysts for a morning and watch a real working day. We note every workaround, every second screen and every moment of waiting. Those observations are worth more than any survey, because they show what people do rather than what they remember doing.</p>
<ul><li>Map the end-to-end job, including the parts that happen outside any system.</li><li>Count handoffs and re-keying; each one is a source of errors and delay.</li><li>Ask what people would stop doing if the tool worked, not which features they want.</li><li>Test paper prototypes with the same users within a week.</li></ul>
<h2>Frame outcomes in operational terms</h2>
<p>Internal products have a gift that consumer products lack: the outcomes are easy to measure. Cases handled per day, time to resolve, rework rates and onboarding time for new staff all come from systems the organisation already runs. We agree two or three of these with the sponsor before anything is designed, and we report against them after every release. Those numbers keep the team honest and give the sponsor something concrete to celebrate.</p>
<blockquote>If the only people who like an internal tool are the ones who commissioned it, discovery was skipped.</blockquote>
<p>Done well, discovery for internal tools rarely takes more than a few weeks. It usually shrinks the scope, because half of the original requirements turn out to solve problems that nobody has, and it gives the delivery team a clear picture of the people they are building for.</p>`,
    category: "Product",
    tags: ["Product Discovery", "User Research", "Internal Tools"],
    coverImage: "/blog/covers/product-discovery-internal-tools.svg",
    readTime: 2,
    author: priya,
    publishedAt: "2026-03-09T10:00:00.000Z",
    updatedAt: "2026-03-12T08:20:00.000Z",
    status: "published",
    views: 377,
    likes: 24,
  },
  {
    id: "post-005",
    slug: "zero-trust-without-the-slogans",
    title: "Zero trust without the slogans",
    excerpt:
      "Zero trust is a set of engineering decisions, not a product you can buy. We break it down into the changes that reduce risk first.",
    content: `<p>Few security terms have been stretched as far as zero trust. Vendors attach it to firewalls, identity suites and endpoint agents alike. Underneath the marketing is a simple idea: no request is trusted because of where it comes from. Every access decision is made on the identity of the user, the health of the device and the sensitivity of the resource, every time. That idea is easy to state and surprisingly demanding to implement, because most estates were built on the opposite assumption: once you are inside the network, you are trusted.</p>
<h2>Where we start</h2>
<ul><li><strong>Strong identity everywhere.</strong> Phishing-resistant multi-factor authentication for every workforce account, starting with administrators.</li><li><strong>Device posture.</strong> Access to sensitive systems depends on a managed, patched device.</li><li><strong>Short-lived credentials.</strong> Long-lived keys and shared service accounts are replaced with workload identities and tokens that expire in minutes.</li><li><strong>Segmented networks.</strong> A compromised laptop should not be able to reach the payments database.</li></ul>
<h2>Policy as code</h2>
<p>Access rules that live in an administration console are hard to review and easy to forget. We express them as code, review them like any other change and test them in the delivery pipeline. Keeping rules in code means a reviewer can see exactly what changed, who approved it and why. A simplified example of a rule we might write:</p>
<pre><code>allow if {
  input.user.mfa == "phishing_resistant"
  input.device.managed
  input.resource.tier != "restricted"
}</code></pre>
<p>The policy is readable by auditors, versioned alongside the services it protects and enforced the same way in every environment. Every decision, allowed or denied, is logged, so investigations start with evidence rather than guesswork. Most organisations can make meaningful progress in a single quarter by focusing on identity and credentials first. That work pays for itself quickly, because it removes whole categories of attack that currently consume analyst time. Network redesign can follow once teams see that tighter access does not have to mean slower work.</p>
<blockquote>The goal is not to trust nobody. It is to make every act of trust explicit, checked and logged.</blockquote>`,
    category: "Engineering",
    tags: ["Zero Trust", "Cybersecurity", "Identity"],
    coverImage: "/blog/covers/zero-trust-without-the-slogans.svg",
    readTime: 2,
    author: tomas,
    publishedAt: "2026-03-31T07:30:00.000Z",
    updatedAt: "2026-04-02T09:00:00.000Z",
    status: "published",
    views: 698,
    likes: 46,
  },
  {
    id: "post-006",
    slug: "evaluating-llm-features",
    title: "Evaluating LLM features before your users do",
    excerpt:
      "A language model that impresses in a demo can fail quietly in production. A small, honest evaluation suite is the cheapest insurance available.",
    content: `<p>Every generative AI project we join has a demo that works. The harder questions are how often it works, on which inputs, and how we will know when it stops. Without an evaluation suite, teams ship on intuition and discover failures through support tickets and awkward screenshots. A suite turns those surprises into numbers the team can act on.</p>
<h2>Build the test set from real traffic</h2>
<p>We start by collecting a few hundred real examples: questions users actually asked, documents they actually uploaded, edge cases the support team remembers. Each example gets an expected outcome written by a domain expert. Synthetic data helps widen coverage later, but the core set should reflect reality. We also tag each example by topic and difficulty, so that a drop in quality can be traced to the part of the product it affects.</p>
<ul><li><strong>Deterministic checks</strong> for format, citations, length and forbidden content run on every change.</li><li><strong>Model-graded checks</strong> score faithfulness and relevance, calibrated against human ratings on a sample.</li><li><strong>Human review</strong> covers a rotating slice each week, focused on disagreements between the graders.</li><li><strong>Cost and latency</strong> are tracked alongside quality, because a better answer that takes twenty seconds may not be better.</li></ul>
<h2>Treat prompts like code</h2>
<p>Prompts, retrieval settings and model versions are configuration that changes behaviour. They belong in version control, and every change runs the evaluation suite before it merges. When a provider updates a model, the same suite tells us within an hour whether anything regressed, and by how much.</p>
<blockquote>If you cannot say how often your assistant is wrong, you are not ready to tell customers it is right.</blockquote>
<p>The first version of a suite is usually small and imperfect. That is fine. What matters is that it exists, runs automatically and grows every time production teaches us something new. Over a few months it becomes the most valuable asset in the project, because it lets the team change models, prompts and retrieval with confidence instead of fear.</p>`,
    category: "Data",
    tags: ["LLM", "Evaluation", "Generative AI"],
    coverImage: "/blog/covers/evaluating-llm-features.svg",
    readTime: 2,
    author: daniel,
    publishedAt: "2026-04-21T09:00:00.000Z",
    updatedAt: "2026-04-28T13:40:00.000Z",
    status: "published",
    views: 823,
    likes: 61,
  },
  {
    id: "post-007",
    slug: "designing-for-trust-in-ai-interfaces",
    title: "Designing for trust in AI interfaces",
    excerpt:
      "People trust AI features that are honest about their limits. Interface choices decide whether users over-rely, under-use or calibrate correctly.",
    content: `<p>When an AI feature fails, the model usually gets the blame. In our research sessions, though, many failures trace back to the interface. Users could not tell where an answer came from, had no easy way to correct it, or were shown a confident paragraph when the system was guessing. None of these are model problems, and all of them can be fixed in design.</p>
<h2>Patterns that help people calibrate</h2>
<ul><li><strong>Show sources inline.</strong> Citations that open the exact passage let people verify claims in seconds.</li><li><strong>Make uncertainty visible.</strong> When retrieval finds little, say so plainly instead of producing fluent filler.</li><li><strong>Keep humans in the loop for consequential actions.</strong> Drafts and previews beat silent automation when money or customers are involved.</li><li><strong>Make correction cheap.</strong> Editing a suggestion should be faster than starting from scratch.</li></ul>
<h2>Design the failure states first</h2>
<p>Teams spend weeks polishing the happy path and minutes on what happens when the model cannot help. We reverse that. Early prototypes include refusals, partial answers, stale information and slow responses, and we test them with users before visual design begins. These states are where trust is won or lost. We also watch how people recover: whether they retry, rephrase, give up or fall back to the old way of working.</p>
<p>Language matters too. An assistant that says it found the answer in the policy document dated March sets a different expectation from one that speaks with unearned certainty. We write interface copy for AI features with the same care as legal disclosures, because in practice it does a similar job.</p>
<blockquote>Trust is not the goal. Calibrated trust is: people relying on the system exactly as much as it deserves.</blockquote>
<p>Measuring this is possible. We track how often users accept, edit or discard suggestions, and compare it with the quality scores from evaluation. When acceptance rises faster than quality, the interface is overselling. When quality rises and acceptance stays flat, the interface is hiding value that users would welcome.</p>`,
    category: "Design",
    tags: ["AI", "UX", "Trust"],
    coverImage: "/blog/covers/designing-for-trust-in-ai-interfaces.svg",
    readTime: 2,
    author: ingrid,
    publishedAt: "2026-05-12T08:00:00.000Z",
    updatedAt: "2026-05-12T08:00:00.000Z",
    status: "published",
    views: 455,
    likes: 33,
  },
  {
    id: "post-008",
    slug: "choosing-your-first-ai-use-case",
    title: "Choosing your first AI use case",
    excerpt:
      "Cloud credits and an eager vendor are not a strategy. This is how we help leadership teams pick a first AI use case worth shipping.",
    content: `<p>Most organisations we meet have a long list of AI ideas and a short supply of people who can deliver them. The first project matters more than its size suggests. If it succeeds, it funds the next ten. If it stalls, it becomes the story everyone tells about why AI does not work here.</p>
<h2>Three filters</h2>
<ul><li><strong>Frequent, costly and tolerant of error.</strong> The best early candidates are tasks people do hundreds of times a week, where a draft that is right most of the time still saves real effort.</li><li><strong>Data you already have.</strong> If the use case depends on a data programme that has not started, it is not a first use case.</li><li><strong>An owner who will change the process.</strong> A model that saves time only helps if someone redesigns the workflow around it.</li></ul>
<h2>Run it as a product, not a pilot</h2>
<p>Pilots are designed to end. We prefer to define the first use case as a product with a small team, a named owner, a release plan and a success measure agreed in advance. The team ships to a limited group within weeks, learns from real usage and earns the right to expand. It also means the team owns the feature after launch, rather than handing a prototype to an operations group that never asked for it.</p>
<p>We also insist on a kill criterion. If the feature does not move the agreed measure within a set period, the team stops and writes down what it learned. That discipline keeps the portfolio honest and frees people for better bets. Stopping is not failure; it is the cheapest way to learn.</p>
<blockquote>Pick the use case you can measure, not the one that makes the best slide.</blockquote>
<p>Typical first wins we see are document triage, drafting routine customer replies and summarising case histories for specialists. None of them are glamorous, and all of them compound: each one builds the data, the tooling and the organisational confidence that the next, more ambitious use case will need.</p>`,
    category: "Product",
    tags: ["AI Strategy", "Product Management", "Prioritisation"],
    coverImage: "/blog/covers/choosing-your-first-ai-use-case.svg",
    readTime: 2,
    author: priya,
    publishedAt: "2026-06-02T09:15:00.000Z",
    updatedAt: "2026-06-05T16:00:00.000Z",
    status: "published",
    views: 589,
    likes: 41,
  },
  {
    id: "post-009",
    slug: "ai-agents-in-it-operations",
    title: "Putting AI agents to work in IT operations",
    excerpt:
      "Agents can take on real operational toil when they are given narrow tools, clear runbooks and a human who approves anything risky.",
    content: `<p>Operations teams are an appealing home for AI agents. The work is repetitive, well documented in runbooks and measured by clear numbers such as time to resolve. It is also unforgiving: an agent that restarts the wrong service at the wrong moment can cause the very outage it was meant to prevent. That tension shapes how we introduce them.</p>
<h2>Start with the runbook</h2>
<p>We begin by choosing runbooks that are already followed consistently, such as clearing a full disk, replacing a failing node or gathering diagnostics for a slow endpoint. Each step becomes a narrowly scoped tool that the agent can call, with typed inputs and a clear description of its effect. Runbooks that depend on tribal knowledge are rewritten first, which is often a useful exercise in its own right.</p>
<ul><li><strong>Read-only first.</strong> The agent gathers logs, metrics and recent changes and writes a summary for the on-call engineer.</li><li><strong>Suggest, then act.</strong> Next it proposes a remediation, and a human approves it with one click.</li><li><strong>Autonomy by exception.</strong> Only low-risk, reversible actions with a strong track record run without approval.</li></ul>
<h2>Guardrails that matter</h2>
<p>Every tool call is logged with the reasoning that led to it. Actions are rate-limited and scoped to a single service. Agents use their own identities with minimal permissions, so a confused agent cannot touch systems outside its remit. Evaluations replay past incidents against new agent versions before they reach production. A kill switch lets the on-call engineer pause every agent action with a single command.</p>
<blockquote>The best operations agent is one that makes the on-call engineer's first five minutes shorter, every single time.</blockquote>
<p>Clients who follow this path typically see the biggest gains in triage rather than repair. Having context assembled before a human even opens the alert cuts resolution times noticeably, and it builds the trust needed before anyone lets an agent change production on its own. Over time, the approval log becomes the evidence that tells you which actions are safe to automate fully.</p>`,
    category: "Engineering",
    tags: ["AI Agents", "SRE", "Automation"],
    coverImage: "/blog/covers/ai-agents-in-it-operations.svg",
    readTime: 2,
    author: maya,
    publishedAt: "2026-06-23T08:30:00.000Z",
    updatedAt: "2026-06-30T10:10:00.000Z",
    status: "published",
    views: 742,
    likes: 52,
  },
  {
    id: "post-010",
    slug: "finops-for-data-teams",
    title: "FinOps for data teams: pricing every cloud query",
    excerpt:
      "Warehouse bills grow quietly, one dashboard refresh at a time. Showing data teams their unit costs turns spend into a design decision.",
    content: `<p>Data platforms are now among the largest lines on many infrastructure bills, and among the hardest to explain. Compute is shared, workloads are bursty and the person who wrote an expensive query rarely sees the invoice. Finance watches the total rise every month without anyone being able to say why. The result is a budget conversation held in the dark.</p>
<h2>Make cost a property of the work</h2>
<p>The first step is attribution. We tag warehouses, jobs and service accounts by team and product, and push query-level cost into the same catalogue people use to find data. A model's page shows not just its owner and freshness but what it costs to build each day. Dashboards that nobody has opened for a month are flagged to their owners with the daily cost of keeping them fresh.</p>
<ul><li>Report unit costs such as cost per dashboard view or per thousand customers scored, not just monthly totals.</li><li>Set budgets per team with alerts at sensible thresholds, routed to the people who can act on them.</li><li>Review the ten most expensive jobs every fortnight; the same few usually dominate.</li><li>Match refresh schedules to how often the data is actually read.</li></ul>
<h2>Engineering fixes that pay back quickly</h2>
<p>Incremental models instead of full rebuilds, partition pruning, clustering on common filters and automatic suspension of idle compute routinely cut bills by a third in the first quarter. None of these changes require new tools. They require someone to look, and a reason to care about what they find.</p>
<blockquote>A query that nobody reads is the most expensive query you run, whatever it costs.</blockquote>
<p>The cultural shift matters most. When data engineers can see the cost of their design choices next to performance and quality, they start making trade-offs on their own, and the monthly surprise stops. Finance gets a forecast it can trust, and the data team gets to spend its budget on new work instead of defending old bills.</p>`,
    category: "Data",
    tags: ["FinOps", "Cloud", "Data Engineering"],
    coverImage: "/blog/covers/finops-for-data-teams.svg",
    readTime: 2,
    author: daniel,
    publishedAt: "2026-07-14T09:00:00.000Z",
    updatedAt: "2026-07-15T12:30:00.000Z",
    status: "published",
    views: 618,
    likes: 44,
  },
  {
    id: "post-011",
    slug: "roadmaps-as-bets",
    title: "Roadmaps as bets, not promises",
    excerpt:
      "A roadmap full of dates invites negotiation over delivery. A roadmap full of bets invites a conversation about outcomes.",
    content: `<p>Ask a product team why their roadmap changed and you will often hear an apology. That reaction reveals the problem. When roadmaps are read as commitments, every new piece of evidence becomes a broken promise, and teams quietly learn to stop looking for evidence at all. The fix is not better estimates; it is a different kind of roadmap.</p>
<h2>Write the bet down</h2>
<p>We help teams rewrite roadmap items as explicit bets. Each one states the problem, the outcome we expect, how we will measure it and how much we are willing to spend before we check. The format is short enough to fit on a card, and it makes the assumptions behind each item visible to everyone who reads it.</p>
<ul><li><strong>Problem:</strong> new customers abandon setup at the data import step.</li><li><strong>Bet:</strong> a guided importer with templates will raise the number of completed setups.</li><li><strong>Measure:</strong> setup completion within seven days, compared with the current baseline.</li><li><strong>Budget:</strong> one team for six weeks, then a review.</li></ul>
<h2>Horizons instead of dates</h2>
<p>We organise bets into now, next and later. Items in now are committed and detailed. Items in next are shaped but open to change. Items in later are themes, deliberately vague. Stakeholders get honesty about certainty instead of a false precision that unravels by spring. Moving an item between horizons is a normal event, recorded with the evidence that prompted it.</p>
<p>This does not mean abandoning dates where they matter. Regulatory deadlines, contract renewals and launch events are real constraints, and they belong on the roadmap as fixed points. What changes is that everything else is framed by the outcome it serves, and progress is reported as evidence gathered rather than features delivered. Reviews become shorter and more useful, because the question is no longer whether the team hit a date but what the last bet taught everyone.</p>
<blockquote>A good roadmap makes it easy to say that we learned something without anyone hearing that we failed.</blockquote>`,
    category: "Product",
    tags: ["Roadmaps", "Product Strategy", "Outcomes"],
    coverImage: "/blog/covers/roadmaps-as-bets.svg",
    readTime: 2,
    publishedAt: "2026-08-04T08:00:00.000Z",
    updatedAt: "2026-08-04T08:00:00.000Z",
    status: "published",
    views: 296,
    likes: 18,
  },
  {
    id: "post-012",
    slug: "accessibility-as-delivery-practice",
    title: "Accessibility is a delivery practice",
    excerpt:
      "Audits at the end of a project find problems when they are most expensive to fix. Building accessibility into every sprint costs less and works better.",
    content: `<p>Many organisations still treat accessibility as a compliance step: a specialist audit a few weeks before launch, followed by a scramble to fix whatever it finds. The result is predictable. Fixes are rushed, some are deferred indefinitely and the next release reintroduces the same issues. Meanwhile the people who depend on assistive technology wait for a product that works for them.</p>
<h2>Shift it left, and keep it there</h2>
<ul><li><strong>In design.</strong> Colour contrast, focus order and text alternatives are annotated on every screen before handoff.</li><li><strong>In components.</strong> Shared components handle keyboard interaction and screen reader semantics once, correctly, for everyone.</li><li><strong>In the pipeline.</strong> Automated checks block merges that introduce detectable issues such as missing labels or invalid roles.</li><li><strong>In testing.</strong> Each sprint includes a short manual pass with a keyboard and a screen reader.</li></ul>
<h2>Automation is a floor, not a ceiling</h2>
<p>Automated tools catch perhaps a third of real barriers. The rest, such as a confusing reading order, unclear error messages or interactions that only make sense visually, need people. We include disabled users in research from discovery onwards and pay them properly for their time. Sessions with screen reader users in particular tend to reveal problems no checklist would flag. Their feedback regularly improves the product for everyone.</p>
<p>Ownership matters as well. Each team names an accessibility champion who keeps skills current and reviews tricky patterns, supported by a small central group that maintains guidance, shared components and tooling. Champions meet monthly to share fixes, so a pattern solved in one team does not have to be solved again elsewhere.</p>
<blockquote>Accessible products are not built by auditors. They are built by teams who consider it part of done.</blockquote>
<p>The payoff extends well beyond compliance. Clearer structure and better keyboard support make products faster to use, easier to test and more resilient to change, and the habits a team builds here tend to improve the quality of everything else it ships.</p>`,
    category: "Design",
    tags: ["Accessibility", "Inclusive Design", "Delivery"],
    coverImage: "/blog/covers/accessibility-as-delivery-practice.svg",
    readTime: 2,
    author: ingrid,
    publishedAt: "2026-08-25T09:45:00.000Z",
    updatedAt: "2026-09-01T07:50:00.000Z",
    status: "published",
  },
  {
    id: "post-013",
    slug: "data-contracts-teams-keep",
    title: "Data contracts that teams actually keep",
    excerpt:
      "Broken pipelines usually start with a harmless change upstream. Lightweight data contracts catch those changes before they reach the boardroom.",
    content: `<p>The most common cause of a broken dashboard is not a bug in the data team's code. It is an upstream application team renaming a column, changing an enumeration or splitting a table, with no idea that anyone downstream depended on it. Usually they find out when an executive asks why a figure is blank. Data contracts make that dependency visible and give both sides a shared language for change.</p>
<h2>Keep the contract small</h2>
<p>A contract is an agreement between a producer and its consumers about the shape and meaning of the data. Ours are deliberately short and live in the producer's repository, next to the code that emits the data, so that changing one without the other is hard to miss in review. Fields, types, allowed values and a freshness target are usually enough to start.</p>
<pre><code>dataset: orders.completed
owner: checkout-team
fields:
  order_id: { type: string, required: true }
  total_amount: { type: decimal, required: true }
  currency: { type: string, allowed: [EUR, GBP, USD] }
freshness: 15m</code></pre>
<h2>Enforce it where changes happen</h2>
<ul><li>The producer's pipeline validates changes against the contract and fails if a breaking change lacks a new version.</li><li>Consumers subscribe to a version and are notified of deprecations with a migration window.</li><li>Runtime checks quarantine records that violate the contract instead of loading them silently.</li></ul>
<p>The hardest part is social, not technical. Producers need a reason to care, so we start with the two or three datasets that feed revenue reporting or regulatory returns, where the cost of a break is obvious to everyone. Success there creates demand elsewhere, and within a few months teams start asking for contracts on the data they consume rather than waiting to be told. We also publish a simple scorecard showing which contracts held over the last quarter, which keeps attention on them without extra meetings.</p>
<blockquote>A contract nobody enforces is documentation. A contract enforced in the pipeline is a promise.</blockquote>`,
    category: "Data",
    tags: ["Data Contracts", "Data Quality", "Governance"],
    coverImage: "/blog/covers/data-contracts-teams-keep.svg",
    readTime: 2,
    author: daniel,
    publishedAt: "2026-09-15T08:15:00.000Z",
    updatedAt: "2026-09-18T15:05:00.000Z",
    status: "published",
    views: 348,
    likes: 21,
  },
  {
    id: "post-014",
    slug: "paved-roads-platform-engineering",
    title: "Platform teams should build paved roads",
    excerpt:
      "Internal developer platforms succeed when the recommended path is also the fastest one. Portals and mandates come second.",
    content: `<p>Platform engineering has become a popular answer to growing complexity in software delivery, and many organisations have responded by building a developer portal. A portal can be useful, but it is a window onto a platform, not the platform itself. If the road behind it is rough, a nicer window does not help anyone get anywhere faster. Too often the portal launches first and the road is left for later.</p>
<h2>What a paved road includes</h2>
<ul><li>A service template that produces a working repository, pipeline, environments and dashboards in minutes.</li><li>Sensible defaults for logging, tracing, secrets and security scanning, switched on without configuration.</li><li>A deployment path with progressive rollouts and automatic rollback.</li><li>Documentation written for the engineer who joined last week.</li></ul>
<h2>Treat developers as customers</h2>
<p>The platform team should run discovery with product teams, publish a roadmap and measure satisfaction. We track lead time for changes, time to first deployment for a new service and the share of services on the current template. When adoption stalls, that is a signal about the product, not a reason for a mandate. We also ask product teams what slowed them down in their last release and treat the answers as the platform backlog.</p>
<p>Paved roads also need exits. Teams with unusual needs should be able to step off, provided they take on the responsibilities the road normally handles. Making those responsibilities explicit keeps the choice honest and often reveals features the platform should add next. Exits that become common are the clearest sign of where the road needs widening.</p>
<blockquote>The best platform is the one engineers would choose even if nobody told them to.</blockquote>
<p>Start small. One well-paved road for the most common type of service beats a catalogue of half-finished options, and it gives the platform team the credibility to take on the next one. Once the first road carries most new services, the portal becomes what it should have been all along: a convenient map of roads that already exist.</p>`,
    category: "Engineering",
    tags: ["Platform Engineering", "Developer Experience", "DevOps"],
    coverImage: "/blog/covers/paved-roads-platform-engineering.svg",
    readTime: 2,
    author: maya,
    publishedAt: "2026-10-27T09:00:00.000Z",
    updatedAt: "2026-10-29T11:25:00.000Z",
    status: "published",
    views: 207,
    likes: 15,
  },
  {
    id: "post-015",
    slug: "service-blueprints-for-security-operations",
    title: "Service blueprints for security operations",
    excerpt:
      "Security operations is a service with customers, handoffs and queues. Blueprinting it reveals where analysts lose time and where risk slips through.",
    content: `<p>Security operations centres are usually described in terms of tools: the event management platform, the endpoint agents, the ticketing system. Analysts experience them differently, as a sequence of handoffs, context switches and waiting. Service design gives us a way to make that experience visible and to improve it deliberately.</p>
<h2>Mapping the front stage and the back stage</h2>
<p>A service blueprint lays out what the customer sees, what staff do in response and which systems support each step. For a security team, the customers are the employees reporting suspicious emails and the business owners whose systems raise alerts. The back stage includes the playbooks, tooling and escalation paths that employees never see but always feel the effects of.</p>
<ul><li>Trace a real alert from detection to closure, recording every tool and person it touches.</li><li>Mark where analysts copy information between systems by hand.</li><li>Note where employees wait without knowing what is happening.</li><li>Highlight decisions that depend on one person's memory.</li><li>Count how many times the same question is asked of different people during one investigation.</li></ul>
<h2>What the maps usually show</h2>
<p>In the blueprints we have drawn so far, the largest delays rarely sit inside a tool. They sit between tools, in queues and in the gap between the analyst who triages and the engineer who can fix. Small changes, such as sharing a single case view or sending automatic status updates to the person who reported an incident, often do more than a new platform would. Analysts describe the same pattern in interviews: their time goes on gathering context, not on judgement.</p>
<blockquote>Security is a service. Designing it like one makes it faster for analysts and clearer for everyone they protect.</blockquote>
<p>We are continuing this work with two clients and will share fuller findings, including the blueprint templates we use in workshops, once the second round of research is complete. Early signs are encouraging: both teams have already removed steps from their most common alert workflows.</p>`,
    category: "Design",
    tags: ["Service Design", "Security Operations", "Research"],
    coverImage: "/blog/covers/service-blueprints-for-security-operations.svg",
    readTime: 2,
    author: ingrid,
    publishedAt: "2026-11-10T08:00:00.000Z",
    updatedAt: "2026-11-10T08:00:00.000Z",
    status: "draft",
    views: 12,
    likes: 2,
  },
] satisfies BlogPostInput[];
