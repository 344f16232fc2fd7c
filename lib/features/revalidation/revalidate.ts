import { documents } from "@/lib/features/content/store";
import { expireEverywhere } from "@/lib/features/revalidation/expire";
import { planRevalidation, type RevalidationPlan } from "@/lib/features/revalidation/plan";
import type { DocumentStore } from "@/lib/ports/documents/port";
import type { RevalidationRequest } from "@/lib/primitives/domain/revalidation";

export interface RevalidationDependencies {
  store: DocumentStore;
}

export async function revalidationContext(): Promise<RevalidationDependencies> {
  return { store: await documents() };
}

export async function revalidate(request: RevalidationRequest, { store }: RevalidationDependencies): Promise<RevalidationPlan> {
  const plan = await planRevalidation(request, store);
  await expireEverywhere(plan);
  return plan;
}
