// IR operations, costs and effect chains → handler bodies, written with ts-morph's code writer.
import type CodeBlockWriter from "code-block-writer";
import { GIVE_TALLY, JUDGE_KEY, type CardsIR, type EffectChainIR, type OpIR, type PlayerRefIR } from "../ir.ts";
import { conversionSpecExpr } from "./conversion.ts";
import {
  availableCardsExpr,
  candidateFilterExpr,
  cardsExpr,
  conditionExpr,
  playerExpr,
  quantityExpr,
  reachExpr,
  str,
  type ExprScope,
} from "./expressions.ts";

/** Per-handler state: fresh local names. */
export class HandlerScope implements ExprScope {
  private counter = 0;
  constructor(
    readonly context: ExprScope["context"],
    readonly reason: string,
  ) {}
  fresh(base: string): string {
    this.counter += 1;
    return `${base}${this.counter}`;
  }
}

function playerRefsOf(op: OpIR): PlayerRefIR[] {
  const refs: PlayerRefIR[] = [];
  const cards = (c: CardsIR): void => {
    if (c.kind === "choose") refs.push(c.chooser, c.owner);
  };
  switch (op.op) {
    case "draw":
    case "loseHp":
    case "recover":
    case "adjustDrawCount":
    case "setDrawCountToZero":
    case "skipPhase":
    case "forbidResponse":
    case "requireResponses":
      refs.push(op.who);
      break;
    case "transferTarget":
      refs.push(op.to);
      break;
    case "requirePlays":
      refs.push(op.except);
      break;
    case "choosePair":
      refs.push(op.chooser);
      break;
    case "useVirtualOn":
      refs.push(op.user, op.target);
      break;
    case "damage":
      refs.push(op.victim);
      if (op.source) refs.push(op.source);
      break;
    case "discard":
      refs.push(op.actor);
      cards(op.cards);
      break;
    case "gain":
      refs.push(op.who);
      cards(op.cards);
      break;
    case "takeTopCards":
    case "putOnPile":
    case "show":
      refs.push(op.who);
      break;
    case "chooseSuit":
    case "repeatProcess":
      break;
    case "give":
      refs.push(op.from);
      if (op.to) refs.push(op.to);
      cards(op.cards);
      break;
    case "judge":
      refs.push(op.who);
      break;
    case "chooseOption":
    case "choosePlayers":
      refs.push(op.chooser);
      break;
    case "requireCard":
      refs.push(op.who, ...(op.to ? [op.to] : []));
      break;
    case "convert":
    case "askEachToPlay":
      refs.push(op.who);
      break;
    case "alternatePlay":
      refs.push(op.first, op.second);
      break;
    case "placeInJudgeArea":
      refs.push(op.owner);
      break;
    case "nullifyCurrentTarget":
    case "takeEffectAnyway":
    case "preventDamage":
    case "ignoreArmorOfCurrentTarget":
      break;
    case "useCardOn":
      refs.push(op.user, op.target);
      break;
    case "addTargets":
      refs.push(op.chooser);
      break;
    case "offsetRespondedCard":
      break;
  }
  return refs;
}

/**
 * Writes one operation. Players that may be absent (来源 of a sourceless damage) are bound to
 * locals and guarded: the operation does nothing without them. In a cost, a choice that
 * yields fewer cards than required makes `pay` return false.
 */
export function writeOp(w: CodeBlockWriter, op: OpIR, scope: HandlerScope, inCost: boolean): void {
  const bound = new Map<string, string>();
  const guards: string[] = [];
  for (const ref of playerRefsOf(op)) {
    const e = playerExpr(ref, scope);
    if (!e.nullable || bound.has(e.code)) continue;
    const name = scope.fresh("player");
    w.writeLine(`const ${name} = ${e.code};`);
    bound.set(e.code, name);
    guards.push(`${name} !== null`);
  }
  const player = (ref: PlayerRefIR): string => {
    const code = playerExpr(ref, scope).code;
    return bound.get(code) ?? code;
  };
  const body = (): void => writeOpCall(w, op, scope, player, inCost);
  if (guards.length === 0) body();
  else w.write(`if (${guards.join(" && ")})`).block(body);
}

function writeOpCall(
  w: CodeBlockWriter,
  op: OpIR,
  scope: HandlerScope,
  player: (ref: PlayerRefIR) => string,
  inCost: boolean,
): void {
  const remember = (value: string): void => {
    if (op.remember) w.writeLine(`ctx.memo.set(${str(op.remember)}, ${value});`);
  };
  switch (op.op) {
    case "draw":
      if (op.remember) remember(`ctx.draw(${player(op.who)}, ${quantityExpr(op.count)}).length`);
      else w.writeLine(`ctx.draw(${player(op.who)}, ${quantityExpr(op.count)});`);
      return;
    case "loseHp":
      w.writeLine(`ctx.loseHp(${player(op.who)}, ${quantityExpr(op.amount)});`);
      remember(quantityExpr(op.amount));
      return;
    case "recover":
      w.writeLine(`ctx.recover(${player(op.who)}, ${quantityExpr(op.amount)});`);
      remember(quantityExpr(op.amount));
      return;
    case "damage": {
      const opts = [`source: ${op.source ? player(op.source) : "null"}`];
      if (op.element !== "normal") opts.push(`element: ${str(op.element)}`);
      w.writeLine(`ctx.damage(${player(op.victim)}, ${quantityExpr(op.amount)}, { ${opts.join(", ")} });`);
      remember(quantityExpr(op.amount));
      return;
    }
    case "discard":
    case "gain": {
      if (op.op === "discard" && op.oneByOne && op.cards.kind === "choose") {
        // 依次: one choice (and one discard) per card; stops when there is nothing left to choose.
        const one = { ...op.cards, min: 1, max: 1 };
        const i = scope.fresh("i");
        const card = scope.fresh("card");
        w.write(`for (let ${i} = 0; ${i} < ${op.cards.min}; ${i}++)`).block(() => {
          w.writeLine(`const ${card} = ${cardsExpr(one, scope, player)};`);
          w.writeLine(`if (${card}.length === 0) break;`);
          w.writeLine(`ctx.discard(${player(op.actor)}, ${card});`);
        });
        return;
      }
      const cards = scope.fresh("cards");
      w.writeLine(`const ${cards} = ${cardsExpr(op.cards, scope, player)};`);
      if (inCost && op.cards.kind === "choose" && op.cards.min > 0) {
        w.writeLine(`if (${cards}.length < ${op.cards.min}) return false;`);
      }
      if (op.op === "discard") w.writeLine(`ctx.discard(${player(op.actor)}, ${cards});`);
      else w.writeLine(`ctx.gain(${player(op.who)}, ${cards});`);
      if (op.op === "gain" && op.keep) w.writeLine(`ctx.memo.set(${str(op.keep)}, ${cards});`);
      remember(`${cards}.length`);
      return;
    }
    case "adjustDrawCount":
      w.writeLine(`ctx.adjustDrawCount(${player(op.who)}, ${op.delta});`);
      return;
    case "setDrawCountToZero":
      w.writeLine(`ctx.setDrawCountToZero(${player(op.who)});`);
      return;
    case "offsetRespondedCard":
      w.writeLine("ctx.offsetRespondedCard();");
      return;
    case "skipPhase":
      w.writeLine(`ctx.skipPhase(${player(op.who)}, ${str(op.phase)});`);
      return;
    case "forbidResponse":
      w.writeLine(`ctx.forbidResponse(${player(op.who)});`);
      return;
    case "requireResponses":
      w.writeLine(`ctx.requireResponses(${player(op.who)}, ${op.count});`);
      return;
    case "transferTarget":
      w.writeLine(`ctx.transferTarget(${player(op.to)});`);
      return;
    case "requirePlays":
      w.writeLine(`ctx.requirePlays(${player(op.except)}, ${op.count});`);
      return;
    case "choosePair": {
      // A only if some B fits with A as the user; then B (〖离间〗).
      const [a, b] = [scope.fresh("first"), scope.fresh("second")];
      w.writeLine(`const ${a} = ctx.choosePlayers({ chooser: ${player(op.chooser)}, min: 1, max: 1, filter: ${pairFirstExpr(op)}, reason: ${str(scope.reason)} });`);
      w.writeLine(inCost ? `if (${a}.length < 1) return false;` : `if (${a}.length < 1) return;`);
      w.writeLine(`const ${b} = ctx.choosePlayers({ chooser: ${player(op.chooser)}, min: 1, max: 1, filter: (candidate: number) => (${pairSecondExpr(op)})(${a}[0], candidate), reason: ${str(scope.reason)} });`);
      w.writeLine(inCost ? `if (${b}.length < 1) return false;` : `if (${b}.length < 1) return;`);
      w.writeLine(`ctx.memo.set(${str(op.keys[0])}, ${a}[0]);`);
      w.writeLine(`ctx.memo.set(${str(op.keys[1])}, ${b}[0]);`);
      return;
    }
    case "useVirtualOn":
      w.writeLine(`ctx.useVirtualCardOn(${player(op.user)}, ${player(op.target)}, ${str(op.cardName)}, ${JSON.stringify(op.notTargetOf)});`);
      return;
    case "adjustAmount":
      w.writeLine(`ctx.adjustAmount(${str(op.value)}, ${op.delta});`);
      return;
    case "takeTopCards": {
      // X=min{角色数,N}: 角色数 counts the characters alive (3.4.11).
      const n = op.countCap !== undefined ? `Math.min(ctx.game.alivePlayersFrom(ctx.you).length, ${op.countCap})` : String(op.count);
      if (op.remember) w.writeLine(`ctx.memo.set(${str(op.remember)}, ctx.takeTopCards(${n}));`);
      else w.writeLine(`ctx.takeTopCards(${n});`);
      return;
    }
    case "chooseSuit": {
      // 令一名其他角色选择一种花色: you pick 其, who names one of the four suits (3.2.1).
      const chosen = scope.fresh("chosen");
      w.writeLine(`const ${chosen} = ctx.choosePlayers({ chooser: ctx.you, min: 1, max: 1, filter: ${receiverFilterExpr(op.pick)}, reason: ${str(scope.reason)} });`);
      w.writeLine(inCost ? `if (${chosen}.length < 1) return false;` : `if (${chosen}.length < 1) return;`);
      w.writeLine(`ctx.memo.set(${str("选择的角色")}, ${chosen}[0]);`);
      const suits = scope.fresh("suits");
      w.writeLine(`const ${suits} = ["spade", "heart", "club", "diamond"] as const;`);
      w.writeLine(
        `ctx.memo.set(${str(op.remember ?? "选择的花色")}, ${suits}[ctx.chooseOption(${chosen}[0], ["黑桃", "红桃", "梅花", "方块"], ${str(scope.reason)})]);`,
      );
      return;
    }
    case "show":
      w.writeLine(`ctx.show(${player(op.who)}, (ctx.memo.get(${str(op.cards)}) as number[] | undefined) ?? []);`);
      return;
    case "repeatProcess":
      // `process` is the part's process function (written around its costs by emit/pack.ts).
      if (op.optional) w.writeLine(`if (ctx.chooseOption(ctx.you, ["重复此流程", "不重复"], ${str(scope.reason)}) === 0) process(ctx);`);
      else w.writeLine("process(ctx);");
      return;
    case "putOnPile": {
      const pool = `(ctx.memo.get(${str(op.pool)}) as number[])`;
      const cards = scope.fresh("cards");
      if (op.from === "among") {
        w.writeLine(`const ${cards} = ctx.chooseAmong(${player(op.who)}, ${pool}, 0, ${pool}.length, ${str(scope.reason)});`);
        if (op.remember) w.writeLine(`ctx.memo.set(${str(op.remember)}, ${cards});`);
      } else {
        w.writeLine(`const ${cards} = ${pool}.filter((c) => !((ctx.memo.get(${str("其中")}) as number[] | undefined) ?? []).includes(c));`);
      }
      w.writeLine(`ctx.putOnDrawPile(${player(op.who)}, ${cards}, ${str(op.position)});`);
      return;
    }
    case "give": {
      const cards = scope.fresh("cards");
      w.writeLine(`const ${cards} = ${cardsExpr(op.cards, scope, player)};`);
      const min = op.cards.kind === "choose" ? op.cards.min : 0;
      if (inCost && min > 0) w.writeLine(`if (${cards}.length < ${min}) return false;`);
      if (op.distribute) {
        // 交给任意角色: a receiver for each card; each receiver's cards move together (4.2.9 ◆5).
        const byReceiver = scope.fresh("byReceiver");
        w.writeLine(`const ${byReceiver} = new Map<number, number[]>();`);
        w.write(`for (const card of ${cards})`).block(() => {
          w.writeLine(`const to = ctx.choosePlayers({ chooser: ${player(op.from)}, min: 1, max: 1, filter: () => true, reason: ${str(scope.reason)} });`);
          w.writeLine(`if (to.length > 0) ${byReceiver}.set(to[0], [...(${byReceiver}.get(to[0]) ?? []), card]);`);
        });
        w.writeLine(`for (const [to, given] of ${byReceiver}) ctx.give(${player(op.from)}, to, given);`);
        return;
      }
      let to = op.to ? player(op.to) : "";
      if (op.toChoice) {
        const chosen = scope.fresh("to");
        const filter = receiverFilterExpr(op.toChoice);
        w.writeLine(`const ${chosen} = ctx.choosePlayers({ chooser: ${player(op.from)}, min: 1, max: 1, filter: ${filter}, reason: ${str(scope.reason)} });`);
        w.writeLine(inCost ? `if (${chosen}.length < 1) return false;` : `if (${chosen}.length < 1) return;`);
        to = `${chosen}[0]`;
      }
      w.writeLine(`ctx.give(${player(op.from)}, ${to}, ${cards});`);
      // 以此法 (3.5.33): the skill's per-phase tally of given cards.
      w.writeLine(`ctx.memo.set(${str(GIVE_TALLY)}, ctx.tally(${str(GIVE_TALLY)}, ${cards}.length));`);
      return;
    }
    case "choosePlayers": {
      const chosen = scope.fresh("chosen");
      const choice = `{ chooser: ${player(op.chooser)}, min: ${op.min}, max: ${op.max}, filter: ${candidatesFilterExpr(op)}, reason: ${str(scope.reason)} }`;
      w.writeLine(`const ${chosen} = ctx.choosePlayers(${choice});`);
      if (inCost) w.writeLine(`if (${chosen}.length < ${op.min}) return false;`);
      if (op.remember) w.writeLine(`ctx.memo.set(${str(op.remember)}, ${op.max === 1 ? `${chosen}[0]` : chosen});`);
      return;
    }
    case "judge":
      // 4.2.11: remember the judgement card for 结果 later in the part.
      w.writeLine(`ctx.memo.set(${str(JUDGE_KEY)}, ctx.judge(${player(op.who)}).card);`);
      return;
    case "chooseOption":
      writeChoice(w, op, scope, player);
      return;
    case "askEachToPlay": {
      // 〖护驾〗/〖激将〗: the played card's physical cards are remembered for 此【闪】对应的实体牌.
      const filters = op.players.map((f) => `(${candidateFilterExpr(f)})`).join(" && ") || "true";
      const played = scope.fresh("played");
      w.writeLine(`const ${played} = ctx.askEachToPlay(ctx.game.alivePlayersFrom(ctx.you).filter((candidate) => ${filters}), ${str(op.cardName)});`);
      w.writeLine(`if (${played}) ctx.memo.set(${str(op.key)}, [...${played}.physical]);`);
      return;
    }
    case "convert": {
      // 4.2.3/4.2.6 转化; in a cost, not converting means not paying.
      if (!inCost && !op.remember) {
        w.writeLine(`ctx.convert(${conversionSpecExpr(op, scope)});`);
        return;
      }
      const card = scope.fresh("converted");
      w.writeLine(`const ${card} = ctx.convert(${conversionSpecExpr(op, scope)});`);
      if (inCost) w.writeLine(`if (${card} === null) return false;`);
      if (op.remember) w.writeLine(`if (${card} !== null) ctx.memo.set(${str(op.remember)}, [...${card}.physical]);`);
      return;
    }
    case "replaceJudgeCard": {
      const old = scope.fresh("replaced");
      w.writeLine(`const ${old} = ctx.replaceJudgeCard(${cardsExpr(op.cards, scope, player)});`);
      w.writeLine(`ctx.memo.set(${str(op.key)}, ${old} === null ? [] : [${old}]);`);
      return;
    }
    case "putIntoDiscardPile":
      w.writeLine(`ctx.putIntoDiscardPile(${cardsExpr(op.cards, scope, player)});`);
      return;
    case "revealTop":
      w.writeLine(`ctx.revealTop(${op.count === "targets" ? "ctx.targetCount()" : op.count});`);
      return;
    case "requireCard":
      // 4.2.5: 否则 runs when no card was played.
      // 4.2.5 / 4.2.2: 否则 runs when no card was played/used (需对B使用: B is the use's fixed target).
      w.write(`if (!ctx.requireCard(${player(op.who)}, ${str(op.verb)}, ${str(op.cardName)}${op.to ? `, ${player(op.to)}` : ""}))`).block(() =>
        writeEffectChain(w, op.otherwise, scope),
      );
      return;
    case "alternatePlay":
      w.writeLine(`ctx.memo.set(${str(op.remember ?? "")}, ctx.alternatePlay(${player(op.first)}, ${player(op.second)}, ${str(op.cardName)}));`);
      return;
    case "placeInJudgeArea":
      w.writeLine(`ctx.placeInJudgeArea(${cardsExpr(op.cards, scope, player)}, ${player(op.owner)});`);
      return;
    case "nullifyCurrentTarget":
      w.writeLine("ctx.nullifyCurrentTarget();");
      return;
    case "preventDamage":
      w.writeLine("ctx.preventDamage();");
      return;
    case "ignoreArmorOfCurrentTarget":
      w.writeLine("ctx.ignoreArmorOfCurrentTarget();");
      return;
    case "useCardOn":
      w.writeLine(`ctx.useCardOn(${player(op.user)}, ${player(op.target)}, ${str(op.cardName)});`);
      return;
    case "addTargets":
      w.writeLine(`ctx.addTargets(${player(op.chooser)}, ${op.min}, ${op.max});`);
      return;
    case "takeEffectAnyway":
      w.writeLine("ctx.takeEffectAnyway();");
      return;
  }
}

/**
 * 3.5.27: the chooser may pick only an option it can carry out (each card choice of an option
 * needs enough cards); with one such option there is nothing to ask.
 */
function writeChoice(
  w: CodeBlockWriter,
  op: Extract<OpIR, { op: "chooseOption" }>,
  scope: HandlerScope,
  player: (ref: PlayerRefIR) => string,
): void {
  const options = scope.fresh("options");
  const open = scope.fresh("open");
  const pick = scope.fresh("pick");
  w.writeLine(`const ${options} = [`);
  w.indent(() => {
    for (const o of op.options) w.writeLine(`{ label: ${str(o.label)}, possible: ${optionPossible(o.effect, player)} },`);
  });
  w.writeLine("];");
  w.writeLine(`const ${open} = ${options}.flatMap((o, i) => (o.possible ? [i] : []));`);
  w.write(`if (${open}.length > 0)`).block(() => {
    w.writeLine(
      `const ${pick} = ${open}.length === 1 ? ${open}[0] : ${open}[ctx.chooseOption(${player(op.chooser)}, ${open}.map((i) => ${options}[i].label), ${str(scope.reason)})];`,
    );
    op.options.forEach((o, i) => {
      w.write(`if (${pick} === ${i})`).block(() => writeEffectChain(w, o.effect, scope));
    });
  });
}

/** Whether an option's unconditional card choices have enough cards to choose from. */
function optionPossible(effect: EffectChainIR, player: (ref: PlayerRefIR) => string): string {
  const tests: string[] = [];
  for (const step of effect.steps) {
    if (step.condition || step.afterPrevious) continue;
    const op = step.op;
    if ((op.op === "discard" || op.op === "gain") && op.cards.kind === "choose" && op.cards.min > 0) {
      tests.push(`${availableCardsExpr(op.cards, player(op.cards.owner))} >= ${op.cards.min}`);
    }
  }
  return tests.length === 0 ? "true" : tests.join(" && ");
}

/** What must hold before a cost can be paid (3.5.11: a cost one cannot pay cannot be offered). */
export function canPayExpr(costs: readonly OpIR[], scope: HandlerScope): string {
  const tests: string[] = [];
  for (const op of costs) {
    // 打出…的牌 as a cost (〖鬼才〗): enough cards to play.
    if (op.op === "convert") tests.push(`ctx.canConvert(${conversionSpecExpr(op, scope)})`);
    if (op.op === "loseHp") {
      const who = playerExpr(op.who, scope);
      const amount = quantityExpr(op.amount);
      tests.push(
        who.nullable
          ? `((p: number | null) => p !== null && ctx.canLoseHp(p, ${amount}))(${who.code})`
          : `ctx.canLoseHp(${who.code}, ${amount})`,
      );
    } else if (op.op === "give" && op.cards.kind === "choose" && op.cards.min > 0) {
      // Enough cards to give, and someone to give them to.
      const owner = playerExpr(op.cards.owner, scope);
      if (!owner.nullable) tests.push(`${availableCardsExpr(op.cards, owner.code)} >= ${op.cards.min}`);
      if (op.toChoice) tests.push(`ctx.game.alivePlayersFrom(ctx.game.currentPlayer).filter(${receiverFilterExpr(op.toChoice)}).length >= 1`);
    } else if (op.op === "chooseSuit") {
      tests.push(`ctx.game.alivePlayersFrom(ctx.game.currentPlayer).filter(${receiverFilterExpr(op.pick)}).length >= 1`);
    } else if (op.op === "choosePair") {
      tests.push(`ctx.game.alivePlayersFrom(ctx.game.currentPlayer).filter(${pairFirstExpr(op)}).length >= 1`);
    } else if (op.op === "choosePlayers") {
      // Enough players to choose from (3.5.11: a cost one cannot pay cannot be offered).
      tests.push(`ctx.game.alivePlayersFrom(ctx.game.currentPlayer).filter(${candidatesFilterExpr(op)}).length >= ${op.min}`);
    } else if ((op.op === "discard" || op.op === "gain") && op.cards.kind === "choose" && op.cards.min > 0) {
      const owner = playerExpr(op.cards.owner, scope);
      tests.push(
        owner.nullable
          ? `((p: number | null) => p !== null && ${availableCardsExpr(op.cards, "p")} >= ${op.cards.min})(${owner.code})`
          : `${availableCardsExpr(op.cards, owner.code)} >= ${op.cards.min}`,
      );
    }
  }
  return tests.length === 0 ? "true" : tests.join(" && ");
}

/** Writes the statements of an effect chain: ▷ steps run only if the one before ran. */
export function writeEffectChain(w: CodeBlockWriter, chain: EffectChainIR, scope: HandlerScope): void {
  const tracked = chain.steps.some((s) => s.afterPrevious || s.condition);
  if (!tracked) {
    for (const step of chain.steps) writeOp(w, step.op, scope, false);
    writeDelayed(w, chain, scope);
    return;
  }
  w.writeLine("let ran = true;");
  for (const step of chain.steps) {
    const tests: string[] = [];
    if (step.afterPrevious) tests.push("ran");
    if (step.condition) tests.push(`(${conditionExpr(step.condition, scope)})`);
    if (tests.length === 0) {
      writeOp(w, step.op, scope, false);
      w.writeLine("ran = true;");
    } else {
      w.writeLine(`ran = ${tests.join(" && ")};`);
      w.write("if (ran)").block(() => writeOp(w, step.op, scope, false));
    }
  }
  writeDelayed(w, chain, scope);
}

/** （→）: registers each delayed effect with the runtime (those before the costs are written by emit/pack.ts). */
function writeDelayed(w: CodeBlockWriter, chain: EffectChainIR, scope: HandlerScope): void {
  for (const d of chain.delayed) if (!d.beforeCost) writeDelayedEffect(w, d, scope);
}

/** One ctx.delay({...}) call; its handlers get their own context. */
export function writeDelayedEffect(w: CodeBlockWriter, d: EffectChainIR["delayed"][number], scope: HandlerScope): void {
  {
    const inner = new HandlerScope("skill", scope.reason);
    w.write("ctx.delay(").inlineBlock(() => {
      w.writeLine(`timing: ${str(d.timing)},`);
      w.writeLine(`subject: ${str(d.subject)},`);
      w.writeLine(`scope: ${str(d.scope)},`);
      w.writeLine(`optional: ${d.optional === true},`);
      if (d.bind) w.writeLine(`bind: (ctx: SkillContext) => ${conditionExpr(d.bind, inner)},`);
      if (d.condition) w.writeLine(`condition: (ctx: SkillContext) => ${conditionExpr(d.condition, inner)},`);
      w.write("effect: (ctx: SkillContext) =>").inlineBlock(() => writeEffectChain(w, d.effect, inner));
      w.write(",").newLine();
    });
    w.write(");").newLine();
  }
}

/** `(candidate: number) => …`: the legality and reach tests of a 选择 of players (relative to 你). */
function candidatesFilterExpr(op: Extract<OpIR, { op: "choosePlayers" }>): string {
  const tests = [...op.legal.map(candidateFilterExpr), ...op.reach.map(reachExpr)];
  return `(candidate: number) => ${tests.length === 0 ? "true" : tests.join(" && ")}`;
}

/** `(pairUser: number, candidate: number) => …`: the second player of a 选择A和B. */
function pairSecondExpr(op: Extract<OpIR, { op: "choosePair" }>): string {
  const tests = op.second.map(candidateFilterExpr);
  return `(pairUser: number, candidate: number) => ${tests.length === 0 ? "true" : tests.join(" && ")}`;
}

/** `(candidate: number) => …`: the first player of a 选择A和B, for whom some second player fits. */
function pairFirstExpr(op: Extract<OpIR, { op: "choosePair" }>): string {
  const tests = op.first.map(candidateFilterExpr);
  const some = `ctx.game.alivePlayersFrom(ctx.game.currentPlayer).some((other) => (${pairSecondExpr(op)})(candidate, other))`;
  return `(candidate: number) => ${[...tests, some].join(" && ")}`;
}

/** `(candidate: number) => …` for the receiver of 交给 (一名其他角色). */
function receiverFilterExpr(choice: NonNullable<Extract<OpIR, { op: "give" }>["toChoice"]>): string {
  const tests = [...choice.legal.map(candidateFilterExpr), ...choice.reach.map(reachExpr)];
  return `(candidate: number) => ${tests.length === 0 ? "true" : tests.join(" && ")}`;
}
