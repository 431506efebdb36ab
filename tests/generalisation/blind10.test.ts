// The generalisation check of issue #5, tenth batch: 40 skills on 18 generals written from the
// rulebook alone by a helper who had not read the grammar, the compiler or the runtime, nor any
// earlier batch (blind10.md gives what each should do, written with the texts, before anything was
// compiled). This batch is what a designer of a new general most typically writes: conversions,
// responses, target changes, damage modification, judgement, distance and range, draw and use
// limits, 濒死/死亡, giving and taking cards, 拼点, skill gain, lord skills, 限定技/觉醒技/转换技.
// Measured as written: 33 of 40 compile (2026-12-07, main f763a2a, none of it made for these texts).
import path from "node:path";
import { compileFigure } from "./harness.ts";

const BLIND = path.join(import.meta.dirname, "blind10.sgs");
/**
 * The lines refused as first written: 28 坚甲 (此伤害为属性伤害: a damage described, not only as 第一次); 40 流光 (这两张牌颜色相同);
 * 46 破竹 (a 锁定技 of a state and a trigger joined by ；); 49 焚营 (以此法弃置的牌均为红色); 59 绮梦 (将一张红色手牌当【顺手牵羊】使用:
 * E-WORDING, the rulebook's form offered); 63 陷锋 (当你使用【杀】指定目标后: E-WORDING); 80 奇谋 (视为使用一张【无中生有】).
 */
const FIRST_REFUSED = [28, 40, 46, 49, 59, 63, 80];
/**
 * Compiling since: 28 (此伤害为属性伤害: a damage's description, 3.5.24), 40 (这两张牌颜色相同: 这 with a count names the
 * cards before it, and 的 may be left out before 颜色), 49 (均为, 3.5.36). Still refused, each with the rulebook's form
 * offered (E-WORDING): 46 (parts numbered ①②, 〖空城〗), 59 (3.5.56), 63 (4.2.2), 80 (使用无对应的实体牌的【X】, 3.1.9).
 */
const REFUSED = [46, 59, 63, 80];
/** The figures: as first measured (never overwritten) and now. */
const FIRST = 33;
const NOW = 36;

compileFigure("blind skills, batch 10 (tests/generalisation/blind10.sgs)", BLIND, { firstRefused: FIRST_REFUSED, refused: REFUSED, first: FIRST, now: NOW });
