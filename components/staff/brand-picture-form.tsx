import { PICTURE_FILE_FIELD, PICTURE_PROBLEMS, type PictureProblem } from "@/lib/primitives/domain/brand-picture";
import { FILE_PROBLEMS } from "@/lib/primitives/domain/image-upload";
import { ImageUploadForm } from "./image-upload-form";

interface BrandPictureFormProps {
  id: string;
  version: string;
  picture?: string;
  problem?: PictureProblem;
}

/** No alt text: the picture is the background of a card with its own heading. */
export function BrandPictureForm({ id, version, picture, problem }: BrandPictureFormProps) {
  return (
    <ImageUploadForm
      noun="picture"
      heading="Picture"
      action={`/api/staff/brands/${encodeURIComponent(id)}/image`}
      version={version}
      fileField={PICTURE_FILE_FIELD}
      fileLabel="Picture file"
      current={picture ? { src: picture, alt: "", width: 240, height: 135, className: "aspect-video h-auto w-60 rounded-lg object-cover" } : undefined}
      none="This platform has no picture: its card on the home page shows the placeholder."
      problem={problem && { text: PICTURE_PROBLEMS[problem], file: FILE_PROBLEMS.includes(problem) }}
    />
  );
}
