export const APPLICATION_MESSAGES = {
  submitted: "Application submitted successfully! Check your email for confirmation.",
  submittedEmailDelayed: "Application submitted successfully! (Email confirmation may be delayed)",
  failed: "Failed to submit application. Please try again.",
  uploadFailed: "Failed to upload resume. Please try again.",
} as const;
