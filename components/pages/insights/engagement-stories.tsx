import { Card } from "@/components/ui/card";
import type { EngagementStory } from "@/content/pages/insight-types";

export function EngagementStories({ stories }: { stories: EngagementStory[] }) {
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-3">
      {stories.map((story) => (
        <Card as="article" key={story.title} className="flex flex-col p-6">
          <p className="text-sm font-semibold text-signal">
            {story.sector} · {story.duration}
          </p>
          <h3 className="mt-2 text-lg font-semibold">{story.title}</h3>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="font-semibold">Where they started</dt>
              <dd className="mt-1 text-muted">{story.situation}</dd>
            </div>
            <div>
              <dt className="font-semibold">What we did together</dt>
              <dd className="mt-1 text-muted">{story.work}</dd>
            </div>
            <div>
              <dt className="font-semibold">What changed</dt>
              <dd className="mt-1 text-muted">{story.outcome}</dd>
            </div>
          </dl>
        </Card>
      ))}
    </div>
  );
}
