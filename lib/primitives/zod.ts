import { z } from "zod";

// zod's eval probe is reported as a violation under our CSP (no 'unsafe-eval'), so browsers use the interpreted parser.
z.config({ jitless: typeof window !== "undefined" });

export { z };
