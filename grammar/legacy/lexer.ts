// The lexer: a chevrotain multi-mode lexer over the closed vocabulary (grammar/tokens.ts).
// Header lines (扩展包/武将/牌堆) switch to a mode where free words (general names) are allowed.
import { Lexer, type ILexingError, type IToken } from "chevrotain";
import { LEXER_MODES } from "./tokens.ts";

const lexer = new Lexer(LEXER_MODES, { positionTracking: "full", ensureOptimizations: false });

export interface LexResult {
  readonly tokens: IToken[];
  readonly errors: ILexingError[];
}

export function tokenize(text: string): LexResult {
  const r = lexer.tokenize(text);
  return { tokens: r.tokens, errors: r.errors };
}
