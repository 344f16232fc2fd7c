import type { AnalyticsEventName } from "@/lib/features/analytics/events";

export interface AnalyticsBackend {
  log(name: AnalyticsEventName, params: Record<string, unknown>): void;
  grant(): void;
  deny(): void;
}

export type AnalyticsSink = (name: string, params: Record<string, unknown>) => void;

export interface SinkHolder {
  lexorAnalyticsSink?: AnalyticsSink;
}

export interface ConsentGate {
  grant(): void;
  deny(): void;
}

/** Events tracked before consent are never sent; a later denial stops sending at once, queued events included. */
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
