import { z } from "zod";

// zod compiles fast parsers with `new Function` after probing whether eval is allowed. Under our
// Content-Security-Policy (no 'unsafe-eval') the probe itself is reported as a violation in the
// browser, so browsers use the interpreted parser; the server keeps the compiled one.
z.config({ jitless: typeof window !== "undefined" });

export { z };
