import type { FirebaseOptions } from "firebase/app";
import type { ConsentSettings } from "firebase/analytics";
import type { AnalyticsBackend } from "@/lib/features/analytics/consent-gate";

type AppModule = Pick<typeof import("firebase/app"), "initializeApp" | "getApps">;
type AnalyticsModule = Pick<typeof import("firebase/analytics"), "isSupported" | "settings" | "setConsent" | "initializeAnalytics" | "logEvent">;

export interface FirebaseModules {
  app: AppModule;
  analytics: AnalyticsModule;
}

export const CONSENT_DENIED: ConsentSettings = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  functionality_storage: "denied",
  personalization_storage: "denied",
};

/** The site runs no ads, so advertising storage stays denied. */
export const CONSENT_GRANTED: ConsentSettings = { analytics_storage: "granted" };

/** Its own dataLayer, so gtag never reads the site's `window.dataLayer` event log. */
export const FIREBASE_DATA_LAYER = "firebaseDataLayer";

const importFirebase = async (): Promise<FirebaseModules> => ({
  app: await import("firebase/app"),
  analytics: await import("firebase/analytics"),
});

/** Only ever called after consent; the site logs its own page_view, so the SDK's automatic one is off. */
export async function loadFirebaseBackend(
  options: FirebaseOptions,
  modules: FirebaseModules | Promise<FirebaseModules> = importFirebase(),
): Promise<AnalyticsBackend> {
  const { app, analytics } = await modules;
  if (!(await analytics.isSupported())) throw new Error("Firebase Analytics is not supported in this browser");
  analytics.settings({ dataLayerName: FIREBASE_DATA_LAYER });
  analytics.setConsent(CONSENT_DENIED);
  const firebaseApp = app.getApps()[0] ?? app.initializeApp(options);
  const instance = analytics.initializeAnalytics(firebaseApp, { config: { send_page_view: false } });
  return {
    log: (name, params) => analytics.logEvent(instance, name as string, params),
    grant: () => analytics.setConsent(CONSENT_GRANTED),
    deny: () => analytics.setConsent(CONSENT_DENIED),
  };
}
