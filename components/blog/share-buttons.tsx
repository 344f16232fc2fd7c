import type { ReactNode } from "react";
import { BlogIcon } from "@/components/blog/icons";

export const shareControlClass =
  "inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-fg transition-colors hover:border-accent";

const NO_SCRIPT_HIDDEN = "[@media(scripting:none)]:hidden";

/** What the browser's controls add to the server's buttons; absent, a click waits for them (`FormOnIntent` holds it). */
export interface ShareButtonsControls {
  onShare: () => void;
  onMore: () => void;
  notice: ReactNode;
  dialog: ReactNode;
}

/** `noScript` is shown instead when scripts do not run: the buttons need them. */
export function ShareButtons({ noScript, controls }: { noScript?: ReactNode; controls?: ShareButtonsControls }) {
  return (
    <div className="relative flex items-center gap-2">
      {noScript && <noscript>{noScript}</noscript>}
      <button type="button" onClick={controls?.onShare} className={`${shareControlClass} ${NO_SCRIPT_HIDDEN}`}>
        <BlogIcon name="share" width={16} height={16} />
        Share
      </button>
      <button type="button" onClick={controls?.onMore} aria-haspopup="dialog" className={`${shareControlClass} ${NO_SCRIPT_HIDDEN}`}>
        More ways to share
      </button>
      <span role="status" className="absolute top-full right-0 mt-2">
        {controls?.notice}
      </span>
      {controls?.dialog}
    </div>
  );
}
