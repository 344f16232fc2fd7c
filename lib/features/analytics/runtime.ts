import { type ConsentGate, createConsentGate } from "@/lib/features/analytics/consent-gate";
import { loadFirebaseBackend } from "@/lib/features/analytics/firebase-backend";
import { publicConfig } from "@/lib/primitives/public-config";

let gate: ConsentGate | undefined;

export function analyticsGate(): ConsentGate {
  const firebase = publicConfig.firebase;
  gate ??= createConsentGate(firebase ? () => loadFirebaseBackend(firebase) : undefined, window);
  return gate;
}
