import { brandFormOf, brandFormSchema, listStaffBrands, staffBrand } from "@/lib/features/brands/edits";
import { imageUrlOf } from "@/lib/features/brands/reads";
import { keptSubmission, refreshStateFor } from "@/lib/features/content/edits";
import type { Staff } from "./access";
import { contentEditContext } from "./content-context";

export const brandsPageView = async () => listStaffBrands(await contentEditContext());

/** The platform as stored, or as last sent when that send saved nothing; null for one that does not exist. */
export async function brandEditorView(id: string, staff: Staff, showKept: boolean) {
  const deps = await contentEditContext();
  const stored = await staffBrand(id, deps);
  if (!stored) return null;
  const kept = showKept ? await keptSubmission(staff.email, brandFormSchema, (form) => form.id === id, deps) : null;
  const picture = stored.brand.backgroundImagePath ? await imageUrlOf(stored.brand) : undefined;
  return { stored, kept, picture, form: kept?.form ?? brandFormOf(stored), refresh: await refreshStateFor("brands", id, deps.store) };
}
