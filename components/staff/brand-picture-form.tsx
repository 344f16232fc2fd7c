import { primaryAction, secondaryAction } from "@/components/ui/button";
import { cardSurface } from "@/components/ui/surfaces";
import { PICTURE_FILE_FIELD, PICTURE_PROBLEMS, type PictureProblem } from "@/lib/primitives/domain/brand-picture";
import { FILE_PROBLEMS, IMAGE_ACCEPT } from "@/lib/primitives/domain/image-upload";
import { describedBy } from "./field-problem";
import { field, label } from "./fields";

interface BrandPictureFormProps {
  id: string;
  version: string;
  picture?: string;
  problem?: PictureProblem;
}

/** Its own multipart form beside the platform's; no alt text, since the picture is the background of a card with its own heading. */
export function BrandPictureForm({ id, version, picture, problem }: BrandPictureFormProps) {
  const action = `/api/staff/brands/${encodeURIComponent(id)}/image`;
  const fileWrong = problem !== undefined && FILE_PROBLEMS.includes(problem);
  return (
    <section id="picture" aria-labelledby="picture-heading" className={`${cardSurface} grid gap-4 p-4`}>
      <h2 id="picture-heading" className="text-lg font-semibold">
        Picture
      </h2>
      {problem && (
        <p id="picture-problem" role="alert" className="font-semibold text-danger">
          {PICTURE_PROBLEMS[problem]}
        </p>
      )}
      {picture ? (
        // biome-ignore lint/performance/noImgElement: a preview of the stored file at its own address, not a page image.
        <img src={picture} alt="" width={240} height={135} className="aspect-video h-auto w-60 rounded-lg object-cover" />
      ) : (
        <p className="text-muted">This platform has no picture: its card on the home page shows the placeholder.</p>
      )}
      <form method="post" action={action} encType="multipart/form-data" aria-label="Upload a picture" className="grid gap-4">
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="intent" value="upload" />
        <div>
          <label htmlFor="picture-file" className={label}>
            Picture file
          </label>
          <p id="picture-file-hint" className="mb-1 text-sm text-muted">
            PNG, JPEG, WebP, GIF or AVIF, at most 5 MB. SVG is not accepted here.
          </p>
          <input
            id="picture-file"
            type="file"
            name={PICTURE_FILE_FIELD}
            accept={IMAGE_ACCEPT}
            required
            aria-invalid={fileWrong || undefined}
            aria-describedby={describedBy("picture-file-hint", fileWrong && "picture-problem")}
            className={field}
          />
        </div>
        <p>
          <button type="submit" className={primaryAction}>
            Upload picture
          </button>
        </p>
      </form>
      {picture && (
        <form method="post" action={action} encType="multipart/form-data" aria-label="Remove the picture">
          <input type="hidden" name="version" value={version} />
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className={secondaryAction}>
            Remove picture
          </button>
        </form>
      )}
    </section>
  );
}
