// What a clause may refer to where it stands: the kind of handler it compiles into and the
// timing point it listens to. Shared by the reference checker and the lowering.
import { timingRow, type TimingRow } from "../../../runtime/index.ts";

export type HandlerKind =
  | "trigger" // a skill part at a timing point
  | "active" // 出牌阶段 skill
  | "state" // modifiers
  | "cardEffect" // a card's 作用效果
  | "cardAction" // a card's 执行动作 (the system's, at a timing of the card's use)
  | "cardWindow"; // a card's 使用时机 condition

export interface ClauseScope {
  readonly handler: HandlerKind;
  /** The timing row the handler listens to (triggers, timing windows). */
  readonly timing?: TimingRow;
  /** The card the context is about: 此【杀】 at 当【杀】指定目标后, the card being used in a card effect. */
  readonly cardName?: string;
  /** For card effects: the card named by a timing window (【闪】's 此【杀】). */
  readonly respondedCard?: string;
  /** The skill or card the clause belongs to (for messages and choice reasons). */
  readonly owner: string;
  /** The card's 执行动作 reveal cards: 以此法亮出的牌 is in scope (【五谷丰登】). */
  readonly revealsCards?: boolean;
  /** Labels the card's 使用目标 gives (【借刀杀人】: A = 目标对应的角色, B = the player chosen with it). */
  readonly labels?: { readonly target?: string; readonly paired?: string };
}

export function timingScope(timing: string): TimingRow | undefined {
  try {
    return timingRow(timing);
  } catch {
    return undefined;
  }
}
