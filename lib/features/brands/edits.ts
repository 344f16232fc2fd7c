import "server-only";
import { brandEntry } from "@/lib/features/content/brands";
import { type ContentEditDependencies, documentVersion, NEW_VERSION, oneAtATime, refuse, storeEdit } from "@/lib/features/content/edits";
import { type ReadUpload, readImageUpload, refuseImage } from "@/lib/features/content/image-upload";
import type { ImageAsset } from "@/lib/features/content/images";
import { getBrand, listBrands } from "@/lib/features/content/records";
import { COLLECTIONS } from "@/lib/services/collections";
import { type Brand, brandFileSchema } from "@/lib/primitives/domain/brand";
import {
  type BrandPictureFields,
  brandPictureFieldsSchema,
  PICTURE_FILE_FIELD,
  PICTURE_PROBLEMS,
  type PictureProblem,
} from "@/lib/primitives/domain/brand-picture";
import { fieldErrors, INVALID_FIELDS } from "@/lib/primitives/domain/field-errors";
import { DOCUMENT_ID_PATTERN } from "@/lib/primitives/domain/file-fields";
import { z } from "@/lib/primitives/zod";
import type { DomainErrorKind } from "@/lib/primitives/domain/domain-error";

const INVALID = `${INVALID_FIELDS} Nothing was saved.`;
const MISSING = "This platform does not exist. Nothing was saved.";
const STALE =
  "Someone else saved this platform after you opened it. Nothing was saved: your changes are below; copy what you need, reload the page and apply them again.";

export interface StaffBrand {
  brand: Brand;
  version: string;
}

export async function listStaffBrands({ store }: Pick<ContentEditDependencies, "store">): Promise<StaffBrand[]> {
  const stored = await store.list(COLLECTIONS.brands);
  const versions = new Map(stored.map(({ id, data }) => [id, documentVersion(data)]));
  const brands = await listBrands(store);
  return brands.map((brand) => ({ brand, version: versions.get(brand.id) ?? NEW_VERSION })).sort((a, b) => a.brand.name.localeCompare(b.brand.name));
}

export async function staffBrand(id: string, { store }: Pick<ContentEditDependencies, "store">): Promise<StaffBrand | null> {
  if (!DOCUMENT_ID_PATTERN.test(id)) return null;
  const data = await store.get(COLLECTIONS.brands, id);
  const brand = data && (await getBrand(store, id));
  return brand ? { brand, version: documentVersion(data) } : null;
}

/** The brand's own version and number fields are `brandVersion` and `brandNumber`: `version` is the stored document's, as in every editor. */
export const brandFormSchema = z.strictObject({
  id: z.string().max(150),
  version: z.string().min(1).max(64),
  name: z.string().max(1000),
  description: z.string().max(10_000).default(""),
  url: z.string().max(2000).default(""),
  brandVersion: z.string().max(100).default(""),
  brandNumber: z.string().max(100).default(""),
});
export type BrandForm = z.infer<typeof brandFormSchema>;

export function brandFormOf({ brand, version }: StaffBrand): BrandForm {
  return {
    id: brand.id,
    version,
    name: brand.name,
    description: brand.description,
    url: brand.url ?? "",
    brandVersion: brand.version === undefined ? "" : String(brand.version),
    brandNumber: brand.number === undefined ? "" : String(brand.number),
  };
}

const FORM_FIELDS: Record<string, keyof BrandForm> = { name: "name", description: "description", url: "url", version: "brandVersion", number: "brandNumber" };

// A pushed `number: 3` shown as "3" and sent back unchanged stays the number 3, so an untouched field is no change.
const counterOf = (sent: string, stored: string | number | undefined) => {
  const value = sent.trim();
  if (!value) return undefined;
  return stored !== undefined && String(stored) === value ? stored : value;
};

/** A platform's save: the brand file's schema and the push of content:push, refused when the brand changed since the form was read. */
export async function saveBrand(form: BrandForm, deps: ContentEditDependencies): Promise<{ id: string; changed: boolean }> {
  const now = deps.now?.() ?? new Date();
  if (!DOCUMENT_ID_PATTERN.test(form.id)) refuse("not-found", MISSING);
  return oneAtATime(`brands/${form.id}`, async () => {
    const document = await deps.store.get(COLLECTIONS.brands, form.id);
    const stored = document && (await getBrand(deps.store, form.id));
    if (!stored) refuse("not-found", MISSING);
    if (documentVersion(document) !== form.version) refuse("conflict", STALE);
    const parsed = brandFileSchema.safeParse({
      name: form.name,
      description: form.description,
      url: form.url.trim() || undefined,
      version: counterOf(form.brandVersion, stored.version),
      number: counterOf(form.brandNumber, stored.number),
    });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[FORM_FIELDS[String(issue.path[0])] ?? "name"] ??= issue.message;
      refuse("invalid", INVALID, fields);
    }
    return { id: form.id, changed: await storeEdit(brandEntry(form.id, parsed.data, `brands/${form.id}`), deps, now) };
  });
}

const PICTURE_UPLOAD = {
  fileField: PICTURE_FILE_FIELD,
  folder: "brands",
  problems: PICTURE_PROBLEMS,
  typeMessage: "Send the picture as multipart/form-data.",
};

function refusePicture(kind: DomainErrorKind, problem: PictureProblem, fields?: Record<string, string>): never {
  refuseImage(PICTURE_PROBLEMS, kind, problem, fields);
}

function pictureFieldsOf(sent: Record<string, string>, image: ImageAsset | undefined): BrandPictureFields {
  const parsed = brandPictureFieldsSchema.safeParse(sent);
  if (!parsed.success) refusePicture("invalid", "invalid", fieldErrors(parsed.error));
  if (parsed.data.intent === "remove" && image) refusePicture("invalid", "invalid", { picture: "a removal sends no picture" });
  if (parsed.data.intent === "upload" && !image) refusePicture("invalid", "file", { picture: "choose a picture" });
  return parsed.data;
}

/** A platform's picture from the browser, or its removal: the rest of the brand as stored, refused when it changed since the page was read. */
export async function receiveBrandPicture(
  id: string,
  read: ReadUpload,
  deps: ContentEditDependencies,
): Promise<{ id: string; intent: BrandPictureFields["intent"]; changed: boolean }> {
  if (!DOCUMENT_ID_PATTERN.test(id) || !(await deps.store.get(COLLECTIONS.brands, id))) refuse("not-found", MISSING);
  const { fields, image } = await readImageUpload(read, id, PICTURE_UPLOAD);
  const sent = pictureFieldsOf(fields, image);
  const now = deps.now?.() ?? new Date();
  return oneAtATime(`brands/${id}`, async () => {
    const document = await deps.store.get(COLLECTIONS.brands, id);
    const stored = document && (await getBrand(deps.store, id));
    if (!stored) refuse("not-found", MISSING);
    if (documentVersion(document) !== sent.version) refusePicture("conflict", "stale");
    const { name, description, url, version, number } = stored;
    const entry = brandEntry(id, { name, description, url, version, number }, `brands/${id}`, { image });
    return { id, intent: sent.intent, changed: await storeEdit(entry, deps, now) };
  });
}
