/** Lower-case words joined by single dashes: what a content file may give as a post or role slug. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
