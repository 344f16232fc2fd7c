/** The shapes every insight page's copy follows, so one set of components renders all four. */

export interface InsightHeader {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface InsightMeta {
  title: string;
  description: string;
}

export interface InsightPoint {
  title: string;
  text: string;
}

export interface InsightStep {
  /** Shown exactly as written: the spec names some of these steps. */
  name: string;
  summary: string;
  /** Typical length of the step, e.g. "2–3 weeks". */
  duration: string;
  deliverables: string[];
}

export interface InsightApproach {
  heading: string;
  intro: string;
  steps: InsightStep[];
}

/** A public framework or standard we work to; opens on its owner's site. */
export interface ExternalReference {
  label: string;
  href: string;
  note: string;
}

export interface InsightReferences {
  heading: string;
  intro: string;
  links: ExternalReference[];
}

export interface InsightCallToAction {
  heading: string;
  text: string;
  /** Label of the button that opens the Schedule a Demo panel. */
  action: string;
}

export interface InsightPageCopy {
  path: string;
  meta: InsightMeta;
  header: InsightHeader;
  overview: { heading: string; paragraphs: string[] };
  points: { heading: string; intro: string; items: InsightPoint[] };
  approach: InsightApproach;
  references: InsightReferences;
  cta: InsightCallToAction;
}

/** Colours of an illustrated portrait; people on our pages are drawn, not photographed. */
export interface AvatarPalette {
  skin: string;
  hair: string;
  shirt: string;
  backdrop: string;
  /** Short hair, long hair or none. */
  hairStyle: "short" | "long" | "bald";
}

export interface InsightExpert {
  name: string;
  title: string;
  bio: string;
  focus: string[];
  avatar: AvatarPalette;
}

/** An engagement described by its shape; no client is named and no figure is invented. */
export interface EngagementStory {
  sector: string;
  title: string;
  duration: string;
  situation: string;
  work: string;
  outcome: string;
}

export interface ThinkingPiece {
  kind: string;
  title: string;
  standfirst: string;
  body: string;
}
