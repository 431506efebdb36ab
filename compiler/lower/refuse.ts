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

/** A row read only after 不能 (PredicateRow.banOnly: 不能使用、打出或弃置…) anywhere else. */
export function refuseUnlessBanned(row: { readonly banOnly?: boolean }, span: Span, banned: boolean): void {
  if (row.banOnly && !banned) refuse(span, "“{text}” is read only after 不能 (a ban on each of the operations): as something done, write the operation meant");
}

/** A row no runtime operation performs (PredicateRow.notPerformed: 得到, 使用或打出), written as something to do. */
export function refuseNotPerformed(row: { readonly notPerformed?: "history" | "historyOrBan"; readonly section: string }, span: Span, banned: boolean): void {
  if (!row.notPerformed || (banned && row.notPerformed === "historyOrBan")) return;
  refuse(span, `“{text}” is read only as what happened${row.notPerformed === "historyOrBan" ? " or after 不能" : ""} (${row.section}): as an operation to do, write the operation meant (摸, 获得, 交给, 使用, 打出 …)`);
}

/**
 * Issue #5: a vocabulary row only 国战 gives a meaning (mode "guozhan": 3.5.41 整肃, 3.9.7 叠置,
 * 3.5.46 大势力 …) parses and checks, and is refused here — 身份 mode has no runtime for it.
 */
export function refuseOtherMode(row: { readonly mode?: string; readonly section: string }, span: Span): void {
  if (row.mode === "guozhan") refuse(span, `国战 only (${row.section}): not playable in 身份 mode`);
}
