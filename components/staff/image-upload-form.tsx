import { primaryAction, secondaryAction } from "@/components/ui/button";
import { compactLabelClass, controlClass, describedBy } from "@/components/ui/field";
import { cardSurface } from "@/components/ui/surfaces";
import { IMAGE_ACCEPT } from "@/lib/primitives/domain/image-upload";

export interface ImageUploadFormProps {
  /** "cover" or "picture": the section's anchor, the ids and the words of its buttons. */
  noun: string;
  heading: string;
  action: string;
  version: string;
  fileField: string;
  fileLabel: string;
  current?: { src: string; alt: string; width: number; height: number; className: string };
  none: string;
  problem?: { text: string; file: boolean };
  /** Fields sent beside the file, such as alt text. */
  children?: React.ReactNode;
}

/** Its own multipart form beside the entity's, so a picture never rides along with the text; Remove only when there is one. */
export function ImageUploadForm({ noun, heading, action, version, fileField, fileLabel, current, none, problem, children }: ImageUploadFormProps) {
  const problemId = `${noun}-problem`;
  return (
    <section id={noun} aria-labelledby={`${noun}-heading`} className={`${cardSurface} grid gap-4 p-4`}>
      <h2 id={`${noun}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      {problem && (
        <p id={problemId} role="alert" className="font-semibold text-danger">
          {problem.text}
        </p>
      )}
      {current ? (
        // biome-ignore lint/performance/noImgElement: a preview of the stored file at its own address, not a page image.
        <img src={current.src} alt={current.alt} width={current.width} height={current.height} className={current.className} />
      ) : (
        <p className="text-muted">{none}</p>
      )}
      <form method="post" action={action} encType="multipart/form-data" aria-label={`Upload a ${noun}`} className="grid gap-4">
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="intent" value="upload" />
        {children}
        <div>
          <label htmlFor={`${noun}-file`} className={compactLabelClass}>
            {fileLabel}
          </label>
          <p id={`${noun}-file-hint`} className="mb-1 text-sm text-muted">
            PNG, JPEG, WebP, GIF or AVIF, at most 5 MB. SVG is not accepted here.
          </p>
          <input
            id={`${noun}-file`}
            type="file"
            name={fileField}
            accept={IMAGE_ACCEPT}
            required
            aria-invalid={problem?.file || undefined}
            aria-describedby={describedBy(`${noun}-file-hint`, problem?.file === true && problemId)}
            className={controlClass}
          />
        </div>
        <p>
          <button type="submit" className={primaryAction}>
            {`Upload ${noun}`}
          </button>
        </p>
      </form>
      {current && (
        <form method="post" action={action} encType="multipart/form-data" aria-label={`Remove the ${noun}`}>
          <input type="hidden" name="version" value={version} />
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className={secondaryAction}>
            {`Remove ${noun}`}
          </button>
        </form>
      )}
    </section>
  );
}
