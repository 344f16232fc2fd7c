import { documents } from "@/lib/features/content/store";
import type { DemoRequestContext } from "@/lib/features/demo-requests/submit";
import { config } from "@/lib/primitives/config";

export async function demoRequestContext(): Promise<DemoRequestContext> {
  return { store: await documents(), salesEmail: config().SALES_EMAIL };
}
