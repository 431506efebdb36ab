// Lowering stops at the first construct the compiler cannot turn into runtime calls yet; the
// skill or card use is then left out with a warning naming that construct.
import type { SourceRange } from "../../../grammar/legacy/ast.ts";

export class Unsupported extends Error {
  constructor(
    readonly what: string,
    readonly range: SourceRange,
  ) {
    super(what);
  }
}

export function unsupported(what: string, range: SourceRange): never {
  throw new Unsupported(what, range);
}
