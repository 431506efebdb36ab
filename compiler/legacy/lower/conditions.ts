// 若… conditions → IR (state predicates of a noun phrase, "A为B" comparisons, 且/或).
import type { AttributeAst, ConditionAst, NounPhraseAst, SourceRange } from "../../../grammar/legacy/ast.ts";
import { GIVE_TALLY, type ConditionIR } from "../ir.ts";
import { numberOf as numberOfAst, playerRef } from "./nouns.ts";
import type { ClauseScope } from "./scope.ts";
import { unsupported } from "./unsupported.ts";
import { byThisMeans } from "./conversion.ts";

/** `judged`: an earlier clause of the part judged, so 结果 names that judgement (4.2.11). */
export function lowerCondition(c: ConditionAst, scope: ClauseScope, judged = false): ConditionIR {
  switch (c.kind) {
    case "and":
    case "or":
      return { kind: c.kind, items: c.items.map((i) => lowerCondition(i, scope, judged)) };
    case "state": {
      const who = playerRef(c.subject, scope);
      const a = c.attribute;
      const negate = (x: ConditionIR): ConditionIR => (c.negated !== Boolean(a.negated) ? { kind: "not", item: x } : x);
      if (a.id === "wounded") return negate({ kind: "wounded", who });
      if (a.id === "hasCards" && a.of) return unsupported("having cards of a description as a condition", a.range);
      if (a.id === "hasCards") return negate({ kind: "hasCards", who, regions: a.regions ?? ["hand", "equip", "judge"] });
      return unsupported(`the condition "${a.id}"`, a.range);
    }
    case "givenCount": {
      // 你于此阶段内以此法交给其他角色的手牌数首次不小于2 (仁德, 3.5.33)
      const to = c.to;
      const others = to.kind === "described" && to.head.kind === "player" && !to.quantity && !to.owner && to.attributes.length === 1 && to.attributes[0].id === "other";
      if (c.negated || !others || playerRef(c.subject, scope).kind !== "you") return unsupported("this count of given cards", c.range);
      if (scope.handler !== "active") return unsupported("以此法 counts outside a 出牌阶段 skill", c.range);
      return { kind: "tallyReached", key: GIVE_TALLY, atLeast: numberOfAst(c.atLeast), firstTime: c.firstTime };
    }
    case "suitCompare": {
      // 此牌的花色与其选择的花色不同 (反间): 此牌 = the card shown, 其 = the player who named the suit.
      const card = c.card.kind === "reference" && c.card.ref === "thisCard" && !c.card.card && !c.card.owner;
      const it = c.chooser.kind === "reference" && c.chooser.ref === "it" && !c.chooser.owner;
      if (!card || !it || scope.handler !== "active") return unsupported("this comparison of suits", c.range);
      const differs: ConditionIR = { kind: "suitDiffers", cards: "展示的牌", suit: "选择的花色" };
      return c.same ? { kind: "not", item: differs } : differs;
    }
    case "history": {
      // 未于此回合的出牌阶段内使用或打出过【杀】 (克己)
      const who = playerRef(c.subject, scope);
      if (!c.card.name) return unsupported("a kind of card in a use history", c.card.range);
      const item: ConditionIR = { kind: "usedThisTurn", who, verbs: c.verbs, name: c.card.name, ...(c.phase ? { phase: c.phase } : {}) };
      return c.negated ? { kind: "not", item } : item;
    }
    case "is": {
      const value = c.value;
      if (c.subject.kind === "reference" && c.subject.ref === "result") {
        const result = judgeResult(value, judged, scope, c.range);
        return c.negated ? { kind: "not", item: result } : result;
      }
      if (c.subject.kind === "reference" && c.subject.ref === "thisCard" && !("kind" in value) && !c.subject.owner) {
        // 此【杀】为黑色 (〖仁王盾〗): the color or suit of the card being used.
        if (scope.timing?.event !== "use" || value.negated || value.rankRange) return unsupported("this card condition", c.range);
        const test: ConditionIR =
          value.id === "red" || value.id === "black"
            ? { kind: "usedCardColor", color: value.id }
            : value.id === "spade" || value.id === "heart" || value.id === "club" || value.id === "diamond"
              ? { kind: "usedCardColor", suit: value.id }
              : unsupported(`the card attribute "${value.id}"`, value.range);
        return c.negated ? { kind: "not", item: test } : test;
      }
      if (c.subject.kind === "reference" && c.subject.ref === "thisCard" && "kind" in value && value.kind === "described") {
        const converted = usedCardConverted(c.subject, value, scope, c.range);
        return c.negated ? { kind: "not", item: converted } : converted;
      }
      if ("kind" in value && (value.kind === "reference" || value.kind === "described")) {
        const same: ConditionIR = { kind: "samePlayer", a: playerRef(c.subject, scope), b: playerRef(value, scope) };
        return c.negated ? { kind: "not", item: same } : same;
      }
      return unsupported("this comparison", c.range);
    }
    case "byThisMeans":
      return byThisMeans(c, scope);
    case "physicalAre": {
      // 此【杀】对应的实体牌为你的所有手牌 (〖方天画戟〗)
      const card = c.card.kind === "reference" && c.card.ref === "thisCard" && !c.card.owner;
      const v = c.cards;
      const wholeHand =
        v.kind === "described" &&
        v.head.kind === "card" &&
        !v.head.name &&
        !v.head.category &&
        v.quantity?.kind === "all" &&
        v.regions?.length === 1 &&
        v.regions[0] === "hand" &&
        v.owner?.kind === "reference" &&
        v.owner.ref === "you" &&
        v.attributes.length === 0;
      if (!card || !wholeHand || scope.timing?.event !== "use") return unsupported("this comparison of physical cards", c.range);
      return { kind: "usedCardIsWholeHand" };
    }
    case "genderDiffers":
      return { kind: "genderDiffers", a: playerRef(c.a, scope), b: playerRef(c.b, scope) };
  }
}

/** 结果为红色 / 结果不为红桃: a color or suit of the judgement card (4.2.11). */
function judgeResult(value: NounPhraseAst | AttributeAst, judged: boolean, scope: ClauseScope, range: SourceRange): ConditionIR {
  if ("kind" in value || value.negated) return unsupported("this judgement result", range);
  const { rankRange, ...withoutRanks } = value;
  if (rankRange) {
    // 黑桃2~9 (【闪电】): the suit or color, and the rank within the range.
    const suited = judgeResult(withoutRanks, judged, scope, range);
    return suited.kind === "judgeResult" ? { ...suited, ranks: rankRange } : unsupported("this judgement result", range);
  }
  const from = judged ? "memo" : scope.timing?.event === "judge" ? "event" : null;
  if (from === null) return unsupported("结果 without a judgement before it", range);
  if (value.id === "red" || value.id === "black") return { kind: "judgeResult", from, color: value.id };
  if (value.id === "spade" || value.id === "heart" || value.id === "club" || value.id === "diamond") {
    return { kind: "judgeResult", from, suit: value.id };
  }
  return unsupported(`the judgement result "${value.id}"`, value.range);
}

/** 此牌不是转化牌 (3.1.9): at a use timing, whether the card being used was made by a 转化 skill. */
function usedCardConverted(subject: NounPhraseAst, value: NounPhraseAst, scope: ClauseScope, range: SourceRange): ConditionIR {
  if (subject.kind !== "reference" || subject.card || subject.owner || subject.attributes.length > 0) {
    return unsupported("this card reference in a condition", subject.range);
  }
  if (scope.handler !== "trigger" || scope.timing?.event !== "use") return unsupported("此牌 outside a use timing", range);
  const plainConverted =
    value.kind === "described" &&
    value.head.kind === "card" &&
    value.head.converted === true &&
    !value.head.name &&
    !value.head.category &&
    !value.head.subtype &&
    !value.owner &&
    !value.regions &&
    !value.quantity &&
    value.attributes.length === 0;
  if (!plainConverted) return unsupported("this comparison of a card", range);
  return { kind: "usedCardConverted" };
}
