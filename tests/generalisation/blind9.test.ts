// The generalisation check of issue #5, ninth batch: 40 skills on 18 generals written from the
// rulebook alone by a helper who had not read the grammar, the compiler or the runtime, nor any
// earlier batch (blind9.md gives what each should do, written with the texts, before anything was
// compiled). This batch leans on chapter-3 areas easy to under-cover (护甲, 连环, 标记, “X” piles,
// 废除/恢复, 体力上限, 额外回合, 观看/展示/交换, 重铸, 拼点). Measured as written: 34 of 40 compile
// (2026-12-07, main 7c463d5 plus this session's general work on batch 8, none of it made for these texts).
import path from "node:path";
import { compileFigure } from "./harness.ts";

const BLIND = path.join(import.meta.dirname, "blind9.sgs");
/**
 * The lines refused as first written: 27 威压 (你以此法弃的“威”数); 36 补垣 (处于封印状态的区域); 37 绝地 (一个不处于封印状态的
 * 区域); 55 窥心 (其中所有的【闪】: read as a choice of one colour); 59 观澜 (其中所有的红色牌, the same); 79 督军 (令你弃置其一张牌
 * inside 依次选择: 其 unbound).
 */
const FIRST_REFUSED = [27, 36, 37, 55, 59, 79];
const REFUSED: number[] = [];
/**
 * 55 and 59 compile since (所有的 as 所有, 004 3.5 ◎ 一次性弃置所有的牌), 27 (marks moved 以此法 are counted, 3.5.33), 79 (其 in an option is its chooser, p.chooser), 36 and 37
 * (<一个区域> described and chosen, 3.3.23–3.3.24):
 * behaviour9-grown.test.ts.
 */
/** The figures: as first measured (never overwritten) and now. */
const FIRST = 34;
const NOW = 40;

compileFigure("blind skills, batch 9 (tests/generalisation/blind9.sgs)", BLIND, { firstRefused: FIRST_REFUSED, refused: REFUSED, first: FIRST, now: NOW });
