import { logger } from "firebase-functions";
import type { SiteTarget } from "./revalidate.js";

export interface DrainAnswer {
  sent: number;
  retrying: number;
  dead: number;
  released: number;
  more: boolean;
}

export type DrainOutcome = { drained: DrainAnswer } | { refused: number } | { busy: true };

/**
 * Asks the site to send the mail that is due (POST /api/mail/drain): the site claims each message
 * with the same lease as its own workers, so calls from the schedule, the trigger and any server
 * never send one message twice. A refusal a retry cannot fix (wrong or unset secret) is logged as
 * an error; a rate-limited call is left to the next one; a failing or unreachable site throws.
 */
export async function drainSiteMail(target: SiteTarget, reason: string): Promise<DrainOutcome> {
  const response = await fetch(`${target.siteUrl}/api/mail/drain`, {
    method: "POST",
    headers: { Authorization: `Bearer ${target.secret}` },
    signal: AbortSignal.timeout(50_000),
  });
  const answer = await response.text();
  if (response.ok) {
    const drained = JSON.parse(answer) as DrainAnswer;
    logger.info("site mail drained", { reason, ...drained });
    return { drained };
  }
  if (response.status === 429) {
    logger.info("site mail drain rate-limited; the next call sends the rest", { reason });
    return { busy: true };
  }
  if ([401, 403, 503].includes(response.status) && /secret|not configured/i.test(answer)) {
    logger.error("site refused the mail drain", { reason, status: response.status, answer: answer.slice(0, 300) });
    return { refused: response.status };
  }
  throw new Error(`mail drain (${reason}) answered ${response.status}: ${answer.slice(0, 300)}`);
}
