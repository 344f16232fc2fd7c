export interface ShareTarget {
  name: "X (Twitter)" | "Facebook" | "LinkedIn" | "WhatsApp" | "Email";
  href: string;
}

export interface Shareable {
  url: string;
  title: string;
  excerpt: string;
}

/** Plain links: nothing loads from these hosts until the visitor follows one. */
export function shareTargets({ url, title, excerpt }: Shareable): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: "X (Twitter)", href: `https://twitter.com/intent/tweet?text=${t}&url=${u}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    {
      name: "Email",
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`${excerpt ? `${excerpt}\n\n` : ""}Read it on The Signal: ${url}`)}`,
    },
  ];
}

export function shareFailureMessage(url: string): string {
  return `Unable to share. Please copy the URL manually: ${url}`;
}

export const LINK_COPIED_MS = 2000;
