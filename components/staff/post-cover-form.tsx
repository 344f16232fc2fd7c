import { compactLabelClass, controlClass, describedBy } from "@/components/ui/field";
import { FILE_PROBLEMS } from "@/lib/primitives/domain/image-upload";
import { COVER_ALT_MAX, COVER_FILE_FIELD, COVER_PROBLEMS, type CoverProblem } from "@/lib/primitives/domain/post-cover";
import { ImageUploadForm } from "./image-upload-form";

interface PostCoverFormProps {
  id: string;
  version: string;
  cover?: string;
  alt?: string;
  problem?: CoverProblem;
}

export function PostCoverForm({ id, version, cover, alt, problem }: PostCoverFormProps) {
  const altWrong = problem === "alt";
  return (
    <ImageUploadForm
      noun="cover"
      heading="Cover"
      action={`/api/staff/posts/${encodeURIComponent(id)}/cover`}
      version={version}
      fileField={COVER_FILE_FIELD}
      fileLabel="Picture"
      current={cover ? { src: cover, alt: alt ?? "", width: 240, height: 126, className: "aspect-[40/21] h-auto w-60 rounded-lg object-cover" } : undefined}
      none="This post has no cover: lists and the article show the placeholder."
      problem={problem && { text: COVER_PROBLEMS[problem], file: FILE_PROBLEMS.includes(problem) }}
    >
      <div>
        <label htmlFor="cover-alt" className={compactLabelClass}>
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
          className={controlClass}
        />
      </div>
    </ImageUploadForm>
  );
}
