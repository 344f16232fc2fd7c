import type { ChangeEvent, RefObject } from "react";
import { FieldError, inputClass } from "@/components/ui/field";
import { RESUME_ACCEPT } from "@/lib/features/careers/resume-limits";

export interface ResumeFieldControls {
  inputRef: RefObject<HTMLInputElement | null>;
  uploadingName: string | null;
  fileName: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onFocus: () => void;
}

/** Without `controls` (the server's form) the file is sent with the form. */
export function ResumeField({ id, error, autoFocus, controls }: { id: string; error?: string; autoFocus?: boolean; controls?: ResumeFieldControls }) {
  const errorId = `${id}-resumeToken-error`;
  return (
    <div>
      <label htmlFor={`${id}-resume`} className="font-medium">
        Resume
      </label>
      <p id={`${id}-resume-hint`} className="text-sm text-muted">
        PDF, DOC or DOCX, up to 10 MB.
      </p>
      <input
        ref={controls?.inputRef}
        id={`${id}-resume`}
        name="resume"
        type="file"
        accept={RESUME_ACCEPT}
        required
        // biome-ignore lint/a11y/noAutofocus: set only on the answer page of a post that failed here, as the enhanced form focuses its first error.
        autoFocus={autoFocus || undefined}
        onChange={controls?.onChange}
        onFocus={controls?.onFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-resume-hint ${id}-resume-status${error ? ` ${errorId}` : ""}`}
        className={`${inputClass} file:mr-4 file:rounded-md file:border-0 file:bg-surface-raised file:px-3 file:py-1.5 file:font-medium file:text-fg`}
      />
      <p id={`${id}-resume-status`} aria-live="polite" className="mt-1.5 text-sm text-muted">
        {controls?.uploadingName ? `Uploading ${controls.uploadingName}...` : controls?.fileName ? `Uploaded: ${controls.fileName}` : ""}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
