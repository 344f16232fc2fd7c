import type { AnalyticsEventName } from "@/lib/features/analytics/events";

/** What the gate needs from an analytics SDK: send one event, and switch Google consent mode. */
export interface AnalyticsBackend {
  log(name: AnalyticsEventName, params: Record<string, unknown>): void;
  grant(): void;
  deny(): void;
}

export type AnalyticsSink = (name: string, params: Record<string, unknown>) => void;

/** Where `track()` looks for a sink: `window` in the browser. */
export interface SinkHolder {
  lexorAnalyticsSink?: AnalyticsSink;
}

export interface ConsentGate {
  grant(): void;
  deny(): void;
}

/**
 * Lets events reach the analytics backend only while the visitor's consent is granted. The backend
 * is not even loaded before the first grant (with no configuration, `load` is undefined and it
 * never is), events tracked before consent are never sent, and a later denial stops sending at
 * once, including events still waiting for the SDK to load.
 */
export function createConsentGate(
  load: (() => Promise<AnalyticsBackend>) | undefined,
  holder: SinkHolder,
  onError: (error: unknown) => void = (error) => console.warn("analytics unavailable", error),
): ConsentGate {
  let backend: Promise<AnalyticsBackend> | undefined;
  let granted = false;

  const whenLoaded = (use: (loaded: AnalyticsBackend) => void) => {
    backend?.then(use).catch(onError);
  };

  return {
    grant() {
      if (!load || granted) return;
      granted = true;
      backend ??= load();
      whenLoaded((loaded) => {
        if (granted) loaded.grant();
      });
      holder.lexorAnalyticsSink = (name, params) =>
        whenLoaded((loaded) => {
          if (granted) loaded.log(name as AnalyticsEventName, params);
        });
    },
    deny() {
      granted = false;
      delete holder.lexorAnalyticsSink;
      whenLoaded((loaded) => loaded.deny());
    },
  };
}
