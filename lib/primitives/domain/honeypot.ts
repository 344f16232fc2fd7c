import { z } from "@/lib/primitives/zod";

/**
 * The hidden `website` field of the apply and demo-request forms: people never see it, so anything
 * in it marks a bot. Both forms answer a filled one the same way (see `HONEYPOT_MESSAGE`).
 */
export const honeypotField = z.string().max(500).default("");

export const honeypotFilled = (value: string) => value.trim() !== "";

/** The one answer to a filled honeypot, a 400 that names no field. */
export const HONEYPOT_MESSAGE = "Your request could not be accepted.";
