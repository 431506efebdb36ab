// The state a lowering step carries: where the text is (for source locations), what is in
// scope, who is acting (the subject of the clause being lowered chooses what its operation
// needs chosen), and what kind of text this is (an effect, a cost, a state, a timing …).
import type { Source } from "../../grammar/pack.ts";
import type { Span } from "../../grammar/syntax.ts";
import type { Loc, X } from "../ir.ts";
import type { Scope } from "./scope.ts";
import type { PublicArea } from "../../runtime/model/types.ts";

/** What the text being lowered is: it decides what a bare description means. */
export type Mode =
  /** An effect or a cost: a description with a quantity is a choice made now. */
  | "act"
  /** A timing's subject: a description is a test of the event (当一名角色…). */
  | "timing"
  /** A state or a condition: a description is the set it describes (其他角色至你的距离+1). */
  | "state";

export interface Names {
  readonly cards: ReadonlySet<string>;
  readonly skills: ReadonlySet<string>;
  /** “X” names the pack's texts use as marks (1枚“X”, “X”标记) and never as a pile (称为“X”, 3.3.16). */
  readonly marks?: ReadonlySet<string>;
  /**
   * “X” names the pack's texts give cards put into 仓廪/府库 (将…（扣）置入仓廪（称为“X”）): 3.3.18 ◆/3.3.19 ◆,
   * “X” there names those cards of the public zone, not a pile on a general card (3.3.16).
   */
  readonly publicPiles?: ReadonlyMap<string, PublicArea>;
  /**
   * “X” piles the pack's texts put beside or on another's general card (置于一名其他角色的武将牌旁
   * （称为“X”）): a bare “X” there names such cards on anyone's (3.3.16–3.3.17), not only 你's.
   */
  readonly sharedPiles?: ReadonlySet<string>;
  /** Card names with faces in a 衍生牌 block (3.1.5): 【X】（衍生牌） derives cards of those faces. */
  readonly derived?: ReadonlySet<string>;
}

export interface Ctx {
  readonly scope: Scope;
  readonly src: Source;
  /** The player performing the clause being lowered. */
  readonly actor: X;
  /**
   * In a cost, the one activating the skill: it chooses the players the cost describes, even in a
   * clause another performs (令一名其他角色与另一名其他角色拼点: both are the skill's targets, chosen as
   * it is activated, 003 §三 同时选择目标).
   */
  readonly targetChooser?: X;
  /** Whether the clause being lowered is performed by another than the targetChooser. */
  readonly byOther?: boolean;
  readonly mode: Mode;
  readonly names: Names;
  /** Nesting depth of relative clauses (each has its own candidate). */
  readonly depth: number;
  /** Who performs the operation a definition is computed for (其 with nothing named before). */
  readonly performer?: X;
  /** The skill being lowered (因执行〖X①〗的效果而 names one of its own parts). */
  readonly skill?: string;
  /** Lowering a part's timing or condition: nothing of this activation has happened yet. */
  readonly beforeActing?: boolean;
  /** A 视为 description's cards (3.5.4 ◆): <角色>的<……>牌 there includes its judgement cards. */
  readonly judgeCards?: boolean;
}

export function locOf(src: Source, span: Span): Loc {
  const first = src.tokens[Math.min(span.from, src.tokens.length - 1)];
  const last = src.tokens[Math.max(Math.min(span.to, src.tokens.length) - 1, 0)];
  const start = first ? first.start : 0;
  const end = last ? last.end : src.text.length;
  return { file: src.file, line: src.line, column: src.column + start, endLine: src.line, endColumn: src.column + Math.max(end, start + 1) };
}

export function textOf(src: Source, span: Span): string {
  return src.tokens
    .slice(span.from, span.to)
    .map((t) => t.image)
    .join("");
}

export const withActor = (ctx: Ctx, actor: X): Ctx => ({ ...ctx, actor });
export const withMode = (ctx: Ctx, mode: Mode): Ctx => ({ ...ctx, mode });
