import { config } from "@/lib/config";
import { documents } from "@/lib/documents";
import { fileStore } from "@/lib/files";
import { mailer } from "@/lib/mail";

type Check = { adapter: string; ok: boolean; error?: string };

async function check(adapter: string, probe: () => Promise<void>): Promise<Check> {
  try {
    await probe();
    return { adapter, ok: true };
  } catch (error) {
    return { adapter, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Pings each port's adapter; the report names the one that failed. */
export async function checkHealth() {
  const { adapters } = config();
  const [documentsCheck, filesCheck, mailCheck] = await Promise.all([
    check(adapters.documents, async () => (await documents()).ping()),
    check(adapters.files, () => fileStore().ping()),
    check(adapters.mail, () => mailer().ping()),
  ]);
  const checks = { documents: documentsCheck, files: filesCheck, mail: mailCheck };
  return { ok: Object.values(checks).every((entry) => entry.ok), checks };
}
