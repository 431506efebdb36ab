// `npm run lint:eval`: recall, precision and the false alarms of the lint rules on the labelled
// set (tests/lint/labelled/) and every line of the corpus packs (../shared/corpus, or
// $JINNANG_SHARED/corpus). tests/lint/eval.test.ts keeps the figures from dropping.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { evaluate, formatEval } from "../compiler/lint/eval.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const shared = process.env["JINNANG_SHARED"] ?? path.resolve(root, "..", "shared");
const result = evaluate({
  labelledDir: path.join(root, "tests", "lint", "labelled"),
  corpusDir: path.join(shared, "corpus"),
  extraPacks: [path.join(root, "skills", "maneuvering.sgs")],
});
process.stdout.write(formatEval(result));
