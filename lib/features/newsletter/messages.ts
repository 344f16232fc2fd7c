export const NEWSLETTER_MESSAGES = {
  success: "Thanks for subscribing! Check your inbox for a welcome email.",
  exists: "Already subscribed!",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
  serverError: "Something went wrong on our side. Please try again in a moment.",
  networkError: "We couldn't reach our server. Check your connection and try again.",
} as const;
