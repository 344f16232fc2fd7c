import { z } from "@/lib/primitives/zod";

export const honeypotField = z.string().max(500).default("");

export const honeypotFilled = (value: string) => value.trim() !== "";

export const HONEYPOT_MESSAGE = "Your request could not be accepted.";
