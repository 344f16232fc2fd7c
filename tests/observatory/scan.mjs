// The MDN HTTP Observatory's scan (its src/scanner/index.js) with our ports: its CLI and scan()
// take only a host. Prints {grade, score, tests}. Run with NODE_EXTRA_CA_CERTS naming the local CA.
// Usage: node tests/observatory/scan.mjs <host> <httpPort> <httpsPort>
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";

const [host, httpPort, httpsPort] = process.argv.slice(2);
const retrieved = await retrieve(host, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
if (!retrieved.responses.auto) throw new Error("the Observatory could not reach the site");
let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const result = test(retrieved);
  const scoreModifier = result.result ? getScoreModifier(result.result) : 0;
  withExtraCredit += scoreModifier;
  if (scoreModifier < 0) uncurved += scoreModifier;
  tests[result.constructor.name] = { result: result.result, pass: result.pass, scoreModifier };
}
const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(JSON.stringify({ grade, score, tests }));
