// Cloud Functions (2nd gen) for the Lexor site, deployed with `firebase deploy --only functions`:
// - every write to a post, department or brand, from the console, `npm run content:push` or
//   anywhere else, calls the site's revalidation webhook with the changed document;
// - every minute, and whenever an email is queued, the site is asked to send the mail that is due,
//   so no server needs a CPU between requests for it (docs/deploy.md, "Mail without an idle CPU").
import { defineSecret, defineString } from "firebase-functions/params";
import { onDocumentCreated, onDocumentWritten } from "firebase-functions/v2/firestore";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { drainSiteMail } from "./mail.js";
import { type CachedCollection, handleContentWrite } from "./revalidate.js";

const revalidationSecret = defineSecret("REVALIDATION_SECRET");
const mailDrainSecret = defineSecret("MAIL_DRAIN_SECRET");
const siteUrl = defineString("SITE_URL", { description: "The site's public origin, such as https://www.lexor.example" });
const origin = () => siteUrl.value().replace(/\/+$/, "");

function revalidateOnWrite(collection: CachedCollection) {
  // Retried while the site is busy or unreachable; the webhook is idempotent.
  return onDocumentWritten({ document: `${collection}/{id}`, secrets: [revalidationSecret], retry: true }, (event) =>
    handleContentWrite(event, { siteUrl: origin(), secret: revalidationSecret.value() }),
  );
}

export const revalidateBlogs = revalidateOnWrite("blogs");
export const revalidateDepartments = revalidateOnWrite("departments");
export const revalidateBrands = revalidateOnWrite("brands");

const drainMail = (reason: string) => drainSiteMail({ siteUrl: origin(), secret: mailDrainSecret.value() }, reason);

// Not retried: the next minute's call sends whatever a failed one left.
export const drainMailEveryMinute = onSchedule({ schedule: "every 1 minutes", secrets: [mailDrainSecret], retryCount: 0, timeoutSeconds: 60 }, async () => {
  await drainMail("schedule");
});

// A queued email goes out within seconds rather than at the next minute; the schedule covers a failed call.
// A newsletter issue's copies are paced by the schedule: a call per copy would be a call per subscriber.
export const drainMailOnQueued = onDocumentCreated({ document: "mailOutbox/{id}", secrets: [mailDrainSecret], retry: false }, async (event) => {
  if (event.data?.get("kind") === "newsletter-issue") return;
  await drainMail("queued");
});
