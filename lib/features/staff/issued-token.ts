import "server-only";
export const ISSUED_TOKEN_COOKIE = "lexor_issued_token";
export const ISSUED_TOKEN_HEADER = "x-lexor-issued-token";
export const TEAM_PATH = "/staff/team";
