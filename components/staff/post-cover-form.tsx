import { primaryAction, secondaryAction } from "@/components/ui/button";
import { cardSurface } from "@/components/ui/surfaces";
import { FILE_PROBLEMS, IMAGE_ACCEPT } from "@/lib/primitives/domain/image-upload";
import { COVER_ALT_MAX, COVER_FILE_FIELD, COVER_PROBLEMS, type CoverProblem } from "@/lib/primitives/domain/post-cover";
import { describedBy } from "./field-problem";
import { field, label } from "./fields";

interface PostCoverFormProps {
  id: string;
  version: string;
  cover?: string;
  alt?: string;
  problem?: CoverProblem;
}

/** Its own multipart form beside the post's, so a picture never rides along with the text. */
export function PostCoverForm({ id, version, cover, alt, problem }: PostCoverFormProps) {
  const action = `/api/staff/posts/${encodeURIComponent(id)}/cover`;
  const altWrong = problem === "alt";
  const fileWrong = problem !== undefined && FILE_PROBLEMS.includes(problem);
  return (
    <section id="cover" aria-labelledby="cover-heading" className={`${cardSurface} grid gap-4 p-4`}>
      <h2 id="cover-heading" className="text-lg font-semibold">
        Cover
      </h2>
      {problem && (
        <p id="cover-problem" role="alert" className="font-semibold text-danger">
          {COVER_PROBLEMS[problem]}
        </p>
      )}
      {cover ? (
        // biome-ignore lint/performance/noImgElement: a preview of the stored file at its own address, not a page image.
        <img src={cover} alt={alt ?? ""} width={240} height={126} className="aspect-[40/21] h-auto w-60 rounded-lg object-cover" />
      ) : (
        <p className="text-muted">This post has no cover: lists and the article show the placeholder.</p>
      )}
      <form method="post" action={action} encType="multipart/form-data" aria-label="Upload a cover" className="grid gap-4">
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="intent" value="upload" />
        <div>
          <label htmlFor="cover-alt" className={label}>
            Alt text
          </label>
          <p id="cover-alt-hint" className="mb-1 text-sm text-muted">
            {`What the picture shows, for readers who cannot see it; at most ${COVER_ALT_MAX} characters.`}
          </p>
          <input
            id="cover-alt"
            name="alt"
            defaultValue={alt}
            required
            maxLength={COVER_ALT_MAX}
            aria-invalid={altWrong || undefined}
            aria-describedby={describedBy("cover-alt-hint", altWrong && "cover-problem")}
            className={field}
          />
        </div>
        <div>
          <label htmlFor="cover-file" className={label}>
            Picture
          </label>
          <p id="cover-file-hint" className="mb-1 text-sm text-muted">
            PNG, JPEG, WebP, GIF or AVIF, at most 5 MB. SVG is not accepted here.
          </p>
          <input
            id="cover-file"
            type="file"
            name={COVER_FILE_FIELD}
            accept={IMAGE_ACCEPT}
            required
            aria-invalid={fileWrong || undefined}
            aria-describedby={describedBy("cover-file-hint", fileWrong && "cover-problem")}
            className={field}
          />
        </div>
        <p>
          <button type="submit" className={primaryAction}>
            Upload cover
          </button>
        </p>
      </form>
      {cover && (
        <form method="post" action={action} encType="multipart/form-data" aria-label="Remove the cover">
          <input type="hidden" name="version" value={version} />
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className={secondaryAction}>
            Remove cover
          </button>
        </form>
      )}
    </section>
  );
}
