// PackAst → PackIR. Each skill and card use is checked (check/references.ts) and lowered on
// its own: a construct the compiler cannot lower yet leaves that skill out with a warning
// (W-NOT-COMPILED) instead of failing the pack; the generals still name it.
import type { CardAst, PackAst, PartAst, SkillAst, SourceRange } from "../../../grammar/legacy/ast.ts";
import type { CardIR, DeckIR, GeneralIR, PackIR, SkillIR } from "../ir.ts";
import { ReferenceChecker } from "../check/references.ts";
import { diagnosticAt, type Diagnostic } from "../check/diagnostic.ts";
import { cardSkillNames, lowerCardActions, lowerCardUse } from "./cards.ts";
import { locOf } from "./loc.ts";
import { timingScope, type ClauseScope } from "./scope.ts";
import { lowerSkill } from "./skills.ts";
import { Unsupported } from "./unsupported.ts";
import { dropUnusableConversions } from "./conversion.ts";

/** A skill line that did not parse: the grammar's error on that line usually says it already. */
export const UNPARSED_SKILL = "W-NOT-PARSED";

export interface LowerResult {
  readonly ir: PackIR;
  readonly diagnostics: Diagnostic[];
}

/** `text` is the source, for labels the generated code shows (选择 options). */
export function lowerPack(ast: PackAst, text = ""): LowerResult {
  const file = ast.file;
  const diagnostics: Diagnostic[] = [];
  const skills: SkillIR[] = [];

  const compileSkill = (skill: SkillAst, name: string): void => {
    const errors = checkSkill(skill, name, file);
    diagnostics.push(...errors);
    if (errors.length > 0) return;
    try {
      skills.push(lowerSkill(skill, name, file, text));
    } catch (e) {
      diagnostics.push(
        e instanceof Unsupported ? notCompiled(file, e, `〖${name}〗 is not compiled`) : internalError(file, skill.range, `〖${name}〗`, e),
      );
    }
  };

  const generals: GeneralIR[] = ast.generals.map((g) => {
    for (const s of g.skills) if (s.name) compileSkill(s, s.name.name);
    const parsed = new Set(g.skills.flatMap((s) => (s.name ? [s.name.name] : [])));
    for (const ref of g.skillRefs) {
      if (!parsed.has(ref.name)) {
        diagnostics.push(
          diagnosticAt(file, ref.range, "warning", UNPARSED_SKILL, `〖${ref.name}〗 is not compiled: its line did not parse`),
        );
      }
    }
    return {
      name: g.name.name,
      faction: g.faction,
      gender: g.gender,
      hp: g.hp,
      lord: g.lord,
      skills: [...new Set(g.skillRefs.map((r) => r.name))],
      loc: locOf(g.range, file),
    };
  });

  const cards: CardIR[] = ast.cards.map((c) => {
    for (const s of c.skills) compileSkill(s, s.name?.name ?? c.name.name);
    return lowerCard(c, file, diagnostics, text);
  });

  const decks: DeckIR[] = ast.decks.map((d) => ({
    name: d.name.name,
    cards: d.entries.flatMap((e) => e.cards.map((c) => ({ name: e.card.name, suit: c.suit, rank: c.rank }))),
    loc: locOf(d.range, file),
  }));

  diagnostics.push(...dropUnusableConversions(skills, cards));
  // Skills in source order (generals first, then equipment), as a reader meets them.
  skills.sort((a, b) => a.loc.line - b.loc.line);
  const ir: PackIR = { name: ast.header?.name ?? "", generals, cards, skills, decks, loc: locOf(ast.range, file) };
  return { ir, diagnostics };
}

function lowerCard(c: CardAst, file: string, diagnostics: Diagnostic[], text: string): CardIR {
  const base = {
    name: c.name.name,
    category: c.category,
    ...(c.subtype ? { subtype: c.subtype } : {}),
    ...(c.attackRange !== undefined ? { attackRange: c.attackRange } : {}),
    skills: cardSkillNames(c),
    loc: locOf(c.range, file),
  };
  // Equipment is used by rule (4.2.2 ◆); other cards need their 使用 lines.
  if (c.category === "equipment" && c.uses.length === 0) return { ...base, uses: [] };
  if (c.uses.length === 0) {
    diagnostics.push(
      diagnosticAt(file, c.name.range, "warning", "W-NOT-COMPILED", `【${c.name.name}】 has no usable 使用时机/使用目标 lines: it will never be offered`),
    );
    return { ...base, uses: [] };
  }
  if (!c.effect) {
    diagnostics.push(
      diagnosticAt(file, c.name.range, "warning", "W-NOT-COMPILED", `【${c.name.name}】 has no 作用效果 line that parsed: it will never be offered`),
    );
    return { ...base, uses: [] };
  }
  const errors = checkCard(c, file);
  diagnostics.push(...errors);
  if (errors.length > 0) return { ...base, uses: [] };
  try {
    const uses = c.uses.map((u) => lowerCardUse(c, u, file, text));
    // 执行动作 (【五谷丰登】): compiled with the uses; one that does not compile stops the card.
    const actions = lowerCardActions(c, file, text);
    return actions.length > 0 ? { ...base, uses, actions } : { ...base, uses };
  } catch (e) {
    diagnostics.push(
      e instanceof Unsupported
        ? notCompiled(file, e, `【${c.name.name}】 is not compiled (it will never be offered)`)
        : internalError(file, c.range, `【${c.name.name}】`, e),
    );
    return { ...base, uses: [] };
  }
}

/** A compiler bug while lowering one skill or card: reported at its line, never a crash. */
function internalError(file: string, range: SourceRange, what: string, e: unknown): Diagnostic {
  const detail = e instanceof Error ? e.message : String(e);
  return diagnosticAt(file, range, "error", "E-INTERNAL", `internal compiler error while compiling ${what}: ${detail}`);
}

function notCompiled(file: string, e: Unsupported, what: string): Diagnostic {
  return diagnosticAt(file, e.range, "warning", "W-NOT-COMPILED", `${what}: ${e.what} is not supported by the compiler yet`);
}

function partScope(part: PartAst, skill: string): ClauseScope {
  const when = part.when;
  if (when.kind === "state") return { handler: "state", owner: skill };
  if (when.kind === "active") return { handler: "active", owner: skill };
  const timing = timingScope(when.timing.timing);
  return {
    handler: "trigger",
    owner: skill,
    ...(timing ? { timing } : {}),
    ...(when.timing.card?.name ? { cardName: when.timing.card.name } : {}),
  };
}

function checkSkill(skill: SkillAst, name: string, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const part of skill.parts) {
    const checker = new ReferenceChecker(file, partScope(part, name));
    if (part.when.kind === "timing") checker.timing(part.when.timing);
    if (part.condition) checker.condition(part.condition);
    if (part.actor) checker.np(part.actor);
    part.costs.forEach((c) => checker.effect(c));
    checker.effects(part.effects);
    out.push(...checker.diagnostics);
  }
  return out;
}

function checkCard(c: CardAst, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const use of c.uses) {
    const respondedCard = use.window.kind === "timing" ? use.window.timing.card?.name : undefined;
    const scope: ClauseScope = {
      handler: "cardEffect",
      owner: c.name.name,
      cardName: c.name.name,
      ...(respondedCard ? { respondedCard } : {}),
    };
    const targetChecker = new ReferenceChecker(file, { ...scope, handler: "cardWindow" });
    if (use.window.kind === "timing") targetChecker.timing(use.window.timing);
    targetChecker.np(use.target);
    out.push(...targetChecker.diagnostics);
    if (c.effect) {
      const checker = new ReferenceChecker(file, scope);
      checker.effects(c.effect);
      out.push(...checker.diagnostics);
    }
  }
  // A card's effect line is shared by its alternatives: report each problem once.
  const seen = new Set<string>();
  return out.filter((d) => {
    const key = `${d.line}:${d.column}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
