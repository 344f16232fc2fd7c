// `npm run bench:inbox`: seeds 10,000 applications into a scratch SQLite documents file and times
// the applicant inbox's queries (one page of 50, filtered and searched), as the /staff page makes
// them. Printed, not asserted: the figure to hold against what a person waits for (about 1 s).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { STAGES } from "@/lib/features/staff/stages";
import type { InboxFilter } from "@/lib/features/staff/store/port";
import { createSqliteStaffStore } from "@/lib/features/staff/store/sqlite";

const APPLICATIONS = Number(process.env.BENCH_INBOX_APPLICATIONS ?? 10_000);
const RUNS = 20;
const DEPARTMENTS = ["engineering", "data-ai", "strategy", "design"];
const ROLES = ["Full Stack Engineer", "Data Engineer", "Product Designer", "Strategy Consultant", "Site Reliability Engineer"];

async function main() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-inbox-bench-"));
  const file = path.join(folder, "lexor.sqlite");
  try {
    const documents = createSqliteDocumentStore(file);
    const seeded = performance.now();
    const start = Date.UTC(2026, 0, 1);
    for (let batch = 0; batch < APPLICATIONS; batch += 500) {
      const writes = Array.from({ length: Math.min(500, APPLICATIONS - batch) }, (_, offset) => {
        const n = batch + offset;
        const submittedAt = new Date(start + n * 60_000);
        return {
          op: "create" as const,
          collection: "applications" as const,
          id: `${submittedAt.getTime()}-${n.toString(16).padStart(8, "0")}`,
          data: {
            role: ROLES[n % ROLES.length],
            name: `Applicant ${n} ${["Lovelace", "Hopper", "Turing", "Lamarr"][n % 4]}`,
            email: `applicant-${n}@example.com`,
            phone: "+44 20 7946 0000",
            github: "",
            resumeURL: `resumes/${submittedAt.getTime()}-${n.toString(16).padStart(8, "0")}.pdf`,
            techStack: "",
            location: "",
            workStyle: "",
            departmentId: DEPARTMENTS[n % DEPARTMENTS.length],
            submittedAt: submittedAt.toISOString(),
            status: STAGES[n % STAGES.length],
          },
        };
      });
      await documents.commit(writes);
    }
    console.info(`Seeded ${APPLICATIONS} applications in ${Math.round(performance.now() - seeded)} ms`);
    const inbox = createSqliteStaffStore(file);
    const cases: Array<[string, InboxFilter]> = [
      ["newest, no filter", {}],
      ["department", { departmentId: "data-ai" }],
      ["department + role + stage", { departmentId: "engineering", role: "Full Stack Engineer", stage: "interview" }],
      ["search by name", { search: "hopper" }],
      ["search by email", { search: "applicant-9999@" }],
    ];
    console.info("| query (one page of 50) | median ms | slowest ms | rows |");
    console.info("|---|---|---|---|");
    for (const [label, filter] of cases) {
      const times: number[] = [];
      let rows = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const began = performance.now();
        rows = (await inbox.listApplications(filter, { limit: 50 })).rows.length;
        times.push(performance.now() - began);
      }
      times.sort((a, b) => a - b);
      console.info(`| ${label} | ${times[Math.floor(RUNS / 2)]?.toFixed(1)} | ${times.at(-1)?.toFixed(1)} | ${rows} |`);
    }
    await documents.close();
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
