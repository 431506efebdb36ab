// The generalisation check of issue #5, sixth batch: 40 skills on 18 generals written from the
// rulebook alone by someone who had not read the grammar (blind6.md gives what each should do,
// written before anything was compiled). Measured as written: 24 of 40 compile (2026-12-07, main
// 0d5aa37). This keeps that figure from falling: a skill that compiles today must keep compiling,
// and the others must be refused on their own line (never compiled to less than their text says).
import path from "node:path";
import { compileFigure } from "./harness.ts";

const BLIND = path.join(import.meta.dirname, "blind6.sgs");
/**
 * The lines refused as first written: 11 寒锋 (将此伤害改为冰冻伤害), 14 星移 (另一张), 15 断卦 (终止此判定,
 * 3.5.59), 20 复营 (处于封印状态的区域), 30 太虚 (其武将牌的一个…技能), 33 疾进 (跳过A和B), 34 酣斗 (将此回合的
 * 弃牌阶段改为出牌阶段, 3.6.2 ◆), 38 乐施 (溢出, 3.3.20), 50 屯辎 (仓廪…对你可见), 55 隐遁 (3.5.48, read as
 * 国战 only), 58 定心 (翻面/横置前❶), 59 护身 (你失去体力结算开始前, 此次失去的体力值, 防止此失去体力), 62 檄文
 * (选择一个势力), 70 寻踪 (牌堆里的第一张与此牌花色相同的牌), 75 斗狠 (A与B的点数之差), 83 洞穿 (防具技能无效).
 */
const FIRST_REFUSED = [11, 14, 15, 20, 30, 33, 34, 38, 50, 55, 58, 59, 62, 70, 75, 83];
/** Refused now; 11, 14, 15, 20 (其中的一个区域, 3.3.23–3.3.24), 33, 34, 38, 50, 58, 59, 62, 70, 75 and 83 compile since (their behaviour: behaviour6-grown.test.ts). */
const REFUSED = [30, 55];
/** The figures: as first measured (never lowered) and now. */
const FIRST = 24;
const NOW = 38;

compileFigure("blind skills, batch 6 (tests/generalisation/blind6.sgs)", BLIND, { firstRefused: FIRST_REFUSED, refused: REFUSED, first: FIRST, now: NOW });
