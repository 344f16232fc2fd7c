import { config } from "zod";

// Zod probes `new Function` once to decide whether to compile object parsers. The site's
// Content-Security-Policy forbids eval, and browsers report the probe as a violation even though
// zod catches the error. Client modules that parse with zod import this file first.
config({ jitless: true });
