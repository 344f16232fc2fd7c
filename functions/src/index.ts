// Cloud Functions (2nd gen) that keep the site's pages in step with Firestore: every write to a
// post, department or brand, from the console, `npm run content:push` or anywhere else, calls the
// site's revalidation webhook with the changed document. Deployed with `firebase deploy --only functions`.
import { defineSecret, defineString } from "firebase-functions/params";
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { type CachedCollection, handleContentWrite } from "./revalidate.js";

const revalidationSecret = defineSecret("REVALIDATION_SECRET");
const siteUrl = defineString("SITE_URL", { description: "The site's public origin, such as https://www.lexor.example" });

function revalidateOnWrite(collection: CachedCollection) {
  // Retried while the site is busy or unreachable; the webhook is idempotent.
  return onDocumentWritten({ document: `${collection}/{id}`, secrets: [revalidationSecret], retry: true }, (event) =>
    handleContentWrite(event, { siteUrl: siteUrl.value().replace(/\/+$/, ""), secret: revalidationSecret.value() }),
  );
}

export const revalidateBlogs = revalidateOnWrite("blogs");
export const revalidateDepartments = revalidateOnWrite("departments");
export const revalidateBrands = revalidateOnWrite("brands");
