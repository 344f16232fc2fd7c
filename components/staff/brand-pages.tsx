import { compactLabelClass, controlClass, FieldError } from "@/components/ui/field";
import { notFound } from "next/navigation";
import { type Fields, TextField } from "@/components/staff/career-fields";
import { BrandPictureForm } from "@/components/staff/brand-picture-form";
import { SiteRefresh } from "@/components/staff/site-refresh";
import { StaffHeader, StaffNotice } from "@/components/staff/staff-header";
import { primaryAction, textLink } from "@/components/ui/button";
import { cardSurface } from "@/components/ui/surfaces";
import type { BrandForm } from "@/lib/features/brands/edits";
import { brandEditorView, brandsPageView } from "@/lib/features/staff/brand-views";
import { requireStaffPage } from "@/lib/features/staff/views";
import { brandCounter } from "@/lib/primitives/domain/brand";
import { isPictureProblem } from "@/lib/primitives/domain/brand-picture";

export type BrandPageQuery = Record<string, string | string[] | undefined>;

const SHOWS = "the home page shows the stored version";

const BRAND_DONE: Record<string, string> = {
  save: "Saved.",
  picture: "Picture stored: the home page's card shows it.",
  "picture-removed": "Picture removed: the home page's card shows the placeholder.",
  restored: "Restored: the revision you chose is the platform again, recorded as a new revision.",
};

const brandPageAddress = (id: string) => `/staff/brands/${encodeURIComponent(id)}`;

export async function BrandsPage() {
  const staff = await requireStaffPage("editor");
  const brands = await brandsPageView();
  return (
    <>
      <StaffHeader staff={staff} title="Platforms" />
      <p className="mb-4">The platforms on the home page. A new platform is still added with content:push.</p>
      {brands.length === 0 ? (
        <p className="text-muted">No platforms.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Platforms">
          {brands.map(({ brand }) => (
            <li key={brand.id} className="flex flex-wrap gap-x-4">
              <a href={brandPageAddress(brand.id)} className={textLink}>{`Edit ${brand.name}`}</a>
              <span className="text-muted">{`${brandCounter(brand)}${brand.url ? ` · ${brand.url}` : ""}`}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export async function BrandEditorPage({ id, query }: { id: string; query: BrandPageQuery }) {
  const staff = await requireStaffPage("editor");
  const view = await brandEditorView(id, staff, query.kept === "1");
  if (!view) notFound();
  const { brand } = view.stored;
  const pictureProblem = isPictureProblem(query.picture) ? query.picture : undefined;
  return (
    <>
      <p className="mb-4">
        <a href="/staff/brands" className={textLink}>
          All platforms
        </a>
      </p>
      <StaffHeader staff={staff} title={`Edit platform: ${brand.name}`} />
      <StaffNotice message={view.kept?.message} problem />
      {!view.kept && <StaffNotice message={BRAND_DONE[String(query.done ?? "")]} />}
      <div className="grid gap-6">
        <p>
          <a href="/" className={textLink}>
            View the home page
          </a>
        </p>
        <SiteRefresh state={view.refresh} shows={SHOWS} />
        <p>
          <a href={`${brandPageAddress(brand.id)}/revisions`} className={textLink}>
            History: every change, viewed and restored
          </a>
        </p>
        <BrandEditor form={view.form} fields={view.kept?.fields ?? {}} />
        <BrandPictureForm id={brand.id} version={view.stored.version} picture={view.picture} problem={pictureProblem} />
      </div>
    </>
  );
}

function BrandEditor({ form, fields }: { form: BrandForm; fields: Fields }) {
  const common = { prefix: "brand", fields };
  return (
    <form method="post" action="/api/staff/brands" className={`${cardSurface} grid gap-4 p-4`} aria-label="Platform">
      <input type="hidden" name="id" value={form.id} />
      <input type="hidden" name="version" value={form.version} />
      <TextField {...common} name="name" text="Name" value={form.name} required />
      <div>
        <label htmlFor="brand-description" className={compactLabelClass}>
          Description
        </label>
        <textarea
          id="brand-description"
          name="description"
          defaultValue={form.description}
          rows={5}
          aria-invalid={fields.description ? true : undefined}
          aria-describedby={fields.description ? "brand-description-problem" : undefined}
          className={controlClass}
        />
        <FieldError id="brand-description-problem" message={fields.description} />
      </div>
      <TextField
        {...common}
        name="url"
        text="Link"
        value={form.url}
        hint="A page of this site, such as /thestral, or an https:// address (opens in a new tab). Empty: no link."
      />
      <TextField
        {...common}
        name="brandVersion"
        text="Version"
        value={form.brandVersion}
        hint={'The card\'s counter: version "2.4" shows 2.4/1. Empty: the number below, or 1/1.'}
      />
      <TextField {...common} name="brandNumber" text="Number" value={form.brandNumber} hint="Shown when there is no version, such as 3 for 3/1." />
      <div>
        <button type="submit" className={primaryAction}>
          Save platform
        </button>
      </div>
    </form>
  );
}
