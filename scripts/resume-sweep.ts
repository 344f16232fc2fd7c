// `npm run resumes:sweep`: deletes uploaded résumés that no application claimed within the upload
// token's life. Safe to run at any time and as often as wanted (a daily schedule is plenty).
import { sweepUnclaimedResumes } from "@/lib/careers/resume-sweep";
import { documents } from "@/lib/documents";
import { fileStore } from "@/lib/files";

async function main() {
  const store = await documents();
  const report = await sweepUnclaimedResumes(fileStore(), store);
  console.info(`Résumé sweep: ${report.checked} checked, ${report.deleted.length} unclaimed deleted.`);
  await store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
