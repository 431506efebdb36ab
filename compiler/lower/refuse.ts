// Faithful or refused: a part of the text lowering cannot honour stops the skill with a
// diagnostic on that span (never a skill that does less than its text says).
import type { Span } from "../../grammar/syntax.ts";

export class Refusal extends Error {
  constructor(
    readonly span: Span,
    message: string,
    readonly code = "E-UNSUPPORTED",
  ) {
    super(message);
    this.name = "Refusal";
  }
}

export function refuse(span: Span, message: string, code?: string): never {
  throw new Refusal(span, message, code);
}
