/** No server code and no zod, so the form can import it. */
export const RESUME_EXTENSIONS = ["pdf", "doc", "docx"] as const;
export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];

export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
export const RESUME_ACCEPT = RESUME_EXTENSIONS.map((extension) => `.${extension}`).join(",");
export const RESUME_TOO_LARGE_MESSAGE = "Your résumé is larger than 10 MB. Please upload a smaller file.";
export const RESUME_WRONG_TYPE_MESSAGE = "Please upload your résumé as a PDF, DOC or DOCX file.";
