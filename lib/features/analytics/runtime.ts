import { type ConsentGate, createConsentGate } from "@/lib/features/analytics/consent-gate";
import { publicConfig } from "@/lib/primitives/public-config";

let gate: ConsentGate | undefined;

/** The Firebase backend, even its own small module, loads only once a visitor has consented. */
export function analyticsGate(): ConsentGate {
  const firebase = publicConfig.firebase;
  gate ??= createConsentGate(
    firebase ? () => import("@/lib/features/analytics/firebase-backend").then(({ loadFirebaseBackend }) => loadFirebaseBackend(firebase)) : undefined,
    window,
  );
  return gate;
}
