import "server-only";
import { resumeKey } from "./resume-keys";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { resumeUploadFieldsSchema } from "@/lib/primitives/domain/resume-upload";
import { INVALID_FIELDS, fieldErrors } from "@/lib/primitives/domain/field-errors";
import type { FileStore } from "@/lib/ports/files/port";
import { DomainError } from "@/lib/primitives/domain/domain-error";
import { type MultipartFile, readMultipartStream } from "@/lib/services/http/multipart-stream";
import { MAX_RESUME_BYTES, RESUME_TOO_LARGE_MESSAGE, RESUME_WRONG_TYPE_MESSAGE, type ResumeExtension } from "./resume-limits";
import { RESUME_CONTENT_TYPES, ResumeTypeSniffer, resumeExtensionOf } from "./resume-type";
import { createUploadToken, UPLOAD_TOKEN_TTL_SECONDS } from "./upload-token";
import { getDepartment } from "@/lib/features/content/records";

export const RESUME_FILE_FIELD = "file";

export interface UploadResult {
  token: string;
  fileType: string;
}

export interface StoredResume {
  key: string;
  fileType: ResumeExtension;
}

export interface UploadDependencies {
  store: DocumentStore;
  files: FileStore;
  secret: string;
  now?: () => Date;
}

const NO_FILE = "Please choose a résumé file to upload.";

async function* checkedResume(file: MultipartFile, extension: ResumeExtension): AsyncGenerator<Uint8Array> {
  const sniffer = new ResumeTypeSniffer();
  for await (const chunk of file.stream) {
    sniffer.push(chunk);
    yield chunk;
  }
  if (sniffer.size === 0) throw new DomainError("invalid", NO_FILE, { fields: { file: "Please choose a résumé file." } });
  if (sniffer.detect() !== extension) {
    const message = `This file is not a real .${extension} document. ${RESUME_WRONG_TYPE_MESSAGE}`;
    throw new DomainError("unsupported-type", message, { fields: { file: message } });
  }
}

export async function storeResume(
  departmentId: string,
  file: MultipartFile,
  { store, files }: Pick<UploadDependencies, "store" | "files">,
): Promise<StoredResume> {
  const extension = resumeExtensionOf(file.name);
  if (!extension) throw new DomainError("unsupported-type", RESUME_WRONG_TYPE_MESSAGE, { fields: { file: RESUME_WRONG_TYPE_MESSAGE } });
  const department = await getDepartment(store, departmentId);
  if (!department?.isActive) {
    throw new DomainError("invalid", "This department is not accepting applications.", {
      fields: { departmentId: "This department is not accepting applications." },
    });
  }
  const key = resumeKey(extension);
  await files.putStream(key, checkedResume(file, extension), RESUME_CONTENT_TYPES[extension]);
  return { key, fileType: extension };
}

function departmentOf(fields: Readonly<Record<string, string>>): string {
  const result = resumeUploadFieldsSchema.safeParse(fields);
  if (!result.success) throw new DomainError("invalid", INVALID_FIELDS, { fields: fieldErrors(result.error) });
  return result.data.departmentId;
}

export async function receiveResumeUpload(request: Request, dependencies: UploadDependencies): Promise<UploadResult> {
  const { files, secret, now = () => new Date() } = dependencies;
  let storedKey: string | undefined;
  try {
    const { fields, file } = await readMultipartStream(request, {
      fileField: RESUME_FILE_FIELD,
      maxFileBytes: MAX_RESUME_BYTES,
      tooLargeMessage: RESUME_TOO_LARGE_MESSAGE,
      typeMessage: "Send the résumé as multipart/form-data.",
      onFile: async (part, fieldsBefore) => {
        const departmentId = departmentOf(fieldsBefore);
        const stored = await storeResume(departmentId, part, dependencies);
        storedKey = stored.key;
        return { departmentId, ...stored };
      },
    });
    if (!file) {
      departmentOf(fields);
      throw new DomainError("invalid", NO_FILE, { fields: { file: "Please choose a résumé file." } });
    }
    if (departmentOf(fields) !== file.departmentId) {
      throw new DomainError("invalid", "Send the department once, before the file.", { fields: { departmentId: "Department is invalid." } });
    }
    const expiresAt = Math.floor(now().getTime() / 1000) + UPLOAD_TOKEN_TTL_SECONDS;
    return { token: createUploadToken(secret, { key: file.key, departmentId: file.departmentId, expiresAt }), fileType: file.fileType };
  } catch (error) {
    // A file stored before the rest of the form turned out wrong (a field after it, a second file).
    if (storedKey) await files.delete(storedKey);
    throw error;
  }
}
