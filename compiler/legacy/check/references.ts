// Checks that each reference makes sense where it stands (BRIEF "Compiler"): 来源/渠道/此伤害
// only at damage timings (3.5.22, 3.5.23), 目标对应的角色 only in card effects or where a
// target is in scope (3.4.14), 此【牌】 only where that card is in scope (3.5.16), 判定牌/结果
// only in a judge context (4.2.11), 等量 only after a non-fixed quantity (3.4.13).
import type { ConditionAst, EffectAst, EffectsAst, NounPhraseAst, PredicateAst, TimingAst } from "../../../grammar/legacy/ast.ts";
import { isTimingId } from "../../../runtime/index.ts";
import type { ClauseScope } from "../lower/scope.ts";
import { diagnosticAt, type Diagnostic } from "./diagnostic.ts";

const PHRASE: Record<string, string> = {
  source: "来源",
  channel: "渠道",
  thisDamage: "此伤害",
  target: "目标对应的角色",
  thisTarget: "此目标",
  user: "使用者",
  thisCard: "此牌",
  judgeCard: "判定牌",
  result: "结果",
  thisJudge: "此判定",
};

/** Walks one part (or card effect) in reading order, tracking what earlier clauses put in scope. */
export class ReferenceChecker {
  readonly diagnostics: Diagnostic[] = [];
  private judged = false;
  /** An earlier clause made players 依次选择是否打出 a card: 此【X】 is the one played 以此法 (3.5.33). */
  private playedByThisMeans = false;
  /** The card a 对X使用【Y】 clause used (此【Y】 names it afterwards). */
  private usedByClause: string | undefined;
  /** A clause played a card as itself (打出…的牌): 此牌 names it. */
  private playedAsItself = false;
  private variableQuantity = false;

  constructor(
    private readonly file: string,
    private readonly scope: ClauseScope,
  ) {}

  timing(t: TimingAst): void {
    if (!isTimingId(t.timing)) {
      this.error(t, "E-UNKNOWN-TIMING", `the timing "${t.timing}" is not in the timing catalogue`);
    }
  }

  condition(c: ConditionAst): void {
    switch (c.kind) {
      case "and":
      case "or":
        c.items.forEach((i) => this.condition(i));
        return;
      case "state":
        this.np(c.subject);
        if (c.attribute.of) this.np(c.attribute.of);
        return;
      case "is":
        this.np(c.subject);
        if ("kind" in c.value) this.np(c.value);
        else if (c.value.of) this.np(c.value.of);
        return;
      case "byThisMeans":
        return;
      case "genderDiffers":
        this.np(c.a);
        this.np(c.b);
        return;
      case "physicalAre":
        this.np(c.card);
        this.np(c.cards);
        return;
    }
  }

  effects(e: EffectsAst): void {
    e.effects.forEach((x) => this.effect(x));
    if (e.delayed) {
      this.timing(e.delayed.timing);
      if (e.delayed.condition) this.condition(e.delayed.condition);
      e.delayed.costs.forEach((x) => this.effect(x));
      this.effects(e.delayed.effects);
    }
  }

  effect(e: EffectAst): void {
    if (e.condition) this.condition(e.condition);
    if (e.subject) this.np(e.subject);
    this.predicate(e.predicate);
  }

  private predicate(p: PredicateAst): void {
    switch (p.op) {
      case "draw":
      case "discard":
      case "gain":
        this.np(p.cards);
        break;
      case "give":
        this.np(p.cards);
        this.np(p.to);
        break;
      case "damage":
        if (p.victim) this.np(p.victim);
        if (p.source) this.np(p.source);
        break;
      case "offset":
        this.np(p.card);
        break;
      case "chooseOption":
        p.options.forEach((o) => this.effects(o));
        break;
      case "distanceModifier":
        this.np(p.from);
        this.np(p.to);
        break;
      case "judge":
        this.judged = true;
        break;
      case "requireCard":
        this.np(p.card);
        if (p.to) this.np(p.to);
        this.effect(p.otherwise);
        break;
      case "convert":
        if (p.cards) this.np(p.cards);
        // 打出…的牌 (〖鬼才〗): 此牌 is the card played.
        if (!p.card.name) this.playedAsItself = true;
        break;
      case "replaceJudgeCard":
        if (!(this.playedAsItself && p.card.kind === "reference" && p.card.ref === "thisCard")) this.np(p.card);
        break;
      case "putIntoDiscardPile":
        this.np(p.cards);
        break;
      case "askEachToPlay":
        this.np(p.players);
        this.np(p.card);
        this.playedByThisMeans = true;
        break;
      case "alternatePlay":
        this.np(p.first);
        p.players.forEach((x) => this.np(x));
        break;
      case "placeInJudgeArea":
        this.np(p.cards);
        this.np(p.owner);
        break;
      case "nullify":
      case "stillTakeEffect":
        this.np(p.target);
        break;
      case "useOn":
        this.np(p.to);
        this.np(p.card);
        // A对B使用…【决斗】，此【决斗】… (〖离间〗): the card used is in scope afterwards.
        if (p.card.kind === "described" && p.card.head.kind === "card" && p.card.head.name) this.usedByClause = p.card.head.name;
        break;
      case "ignoreArmor":
        this.np(p.card);
        this.np(p.target);
        break;
      default:
        break;
    }
    // A choice of a non-fixed number of cards sets the value a later 等量 refers to.
    if ((p.op === "discard" || p.op === "gain" || p.op === "give") && p.cards.kind === "described") {
      const q = p.cards.quantity?.kind;
      if (q === "atLeast" || q === "atMost" || q === "between" || q === "any") this.variableQuantity = true;
    }
  }

  np(np: NounPhraseAst): void {
    if (np.kind === "reference") {
      const before = this.diagnostics.length;
      this.reference(np);
      // One message per phrase: 此伤害的渠道 is reported once, at 渠道.
      if (np.owner && this.diagnostics.length === before) this.np(np.owner);
      np.attributes.forEach((a) => a.of && this.np(a.of));
      np.among?.forEach((x) => this.np(x));
      return;
    }
    if (np.owner) this.np(np.owner);
    np.attributes.forEach((a) => a.of && this.np(a.of));
    if (np.quantity?.kind === "equal" && !this.variableQuantity) {
      this.error(np.quantity, "E-SCOPE", "等量 refers to the nearest earlier non-fixed quantity (3.4.13), but nothing before it has one");
    }
  }

  private reference(np: Extract<NounPhraseAst, { kind: "reference" }>): void {
    const { handler, timing } = this.scope;
    const exposes = timing?.exposes ?? [];
    const where = timing ? `at ${timing.phrase}` : handler === "active" ? "in a 出牌阶段 skill" : "here";
    const phrase = np.ref === "thisCard" && np.card ? `此【${np.card}】` : (PHRASE[np.ref] ?? np.ref);
    switch (np.ref) {
      case "source":
      case "channel":
      case "thisDamage":
        if (timing?.event !== "damage") {
          const section = np.ref === "source" ? "3.5.22" : np.ref === "channel" ? "3.5.23" : "4.2.12";
          this.error(np, "E-SCOPE", `${phrase} only makes sense at a damage timing such as 当你受到伤害后 (${section}); there is no damage ${where}`);
        }
        return;
      case "target":
        if (handler !== "cardEffect" && !exposes.includes("此目标")) {
          this.error(np, "E-SCOPE", `${phrase} only makes sense in a card's 作用效果 or at a timing with a target (3.4.14); there is none ${where}`);
        }
        return;
      case "thisTarget":
        if (!exposes.includes("此目标")) this.error(np, "E-SCOPE", `${phrase} needs a timing with a target (当【杀】指定目标后…); there is none ${where}`);
        return;
      case "user":
        if (handler !== "cardEffect" && handler !== "cardWindow" && !exposes.includes("使用者")) {
          this.error(np, "E-SCOPE", `${phrase} needs a card being used (3.5.21); there is none ${where}`);
        }
        return;
      case "thisCard": {
        const inCard = handler === "cardEffect" || handler === "cardWindow";
        if (this.playedByThisMeans && np.card === this.scope.cardName) return;
        if (this.usedByClause !== undefined && np.card === this.usedByClause) return;
        if (!inCard && !exposes.includes("此牌")) {
          this.error(np, "E-SCOPE", `${phrase} only makes sense where a card is in scope (a card's text, or a timing such as 当【杀】指定目标后); there is none ${where}`);
          return;
        }
        const known = inCard ? [this.scope.cardName, this.scope.respondedCard] : [this.scope.cardName];
        if (np.card && known.some((k) => k !== undefined) && !known.includes(np.card)) {
          const about = known.filter((k) => k !== undefined).map((k) => `【${k}】`).join(" or ");
          this.error(np, "E-SCOPE", `${phrase} names a card that is not in scope: this text is about ${about}`);
        }
        return;
      }
      case "judgeCard":
      case "result":
      case "thisJudge":
        if (timing?.event !== "judge" && !this.judged) {
          this.error(np, "E-SCOPE", `${phrase} needs a judgement (判定) before it or a judge timing (4.2.11); there is none ${where}`);
        }
        return;
      default:
        return;
    }
  }

  private error(node: { range: NounPhraseAst["range"] }, code: string, message: string): void {
    this.diagnostics.push(diagnosticAt(this.file, node.range, "error", code, message));
  }
}
