// `npm run seed`: loads the demo content into whichever documents adapter is configured
// (SQLite by default, Firestore when Firebase is configured). Safe to run again.
import { adminDocuments } from "@/lib/features/content/store";
import { seedDemoContent } from "@/lib/features/content/seed";

async function main() {
  const store = await adminDocuments();
  const report = await seedDemoContent(store);
  console.info(`Seeded ${store.kind}: ${report.created} documents created, ${report.skipped} already present.`);
  await store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
