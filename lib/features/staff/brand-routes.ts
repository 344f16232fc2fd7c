import "server-only";
import { type BrandForm, brandFormSchema, saveBrand } from "@/lib/features/brands/edits";
import type { ContentEditDependencies } from "@/lib/features/content/edits";
import type { WriteContext } from "@/lib/services/http/write-handler";
import { contentWriteRequest } from "./content-routes";

export const brandEditorPath = (id: string) => `/staff/brands/${encodeURIComponent(id)}`;

export function brandWriteRequest(context: WriteContext, deps: ContentEditDependencies): Promise<Response> {
  return contentWriteRequest<BrandForm>(context, deps, {
    schema: brandFormSchema,
    editorPath: (form) => brandEditorPath(form.id),
    async save(form, authored) {
      const saved = await saveBrand(form, authored);
      return { location: `${brandEditorPath(saved.id)}?done=save`, answer: { ...saved } };
    },
  });
}
