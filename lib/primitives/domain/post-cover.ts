export const COVER_ALT_MAX = 200;
