// The generalisation check of issue #5, fourth batch: 40 skills on 18 generals written from the
// rulebook alone by someone who had not read the grammar (blind4.md gives what each should do).
// Measured as written: 37 of 40 compile (2026-12-06, batch 4, main bffedbe); now 40. This keeps that
// figure from falling: a skill that compiles today must keep compiling, and the others must be
// refused on their own line (never compiled to less than their text says).
import path from "node:path";
import { compileFigure } from "./harness.ts";

const BLIND = path.join(import.meta.dirname, "blind4.sgs");
/**
 * The lines refused as first written: 9 铸甲 (废除你的防具区: an area with its owner), 10 坚城
 * (处于封印状态, 3.3.23 ◆), 11 卸甲 (减1点护甲).
 */
const FIRST_REFUSED = [9, 10, 11];
/** Refused now: none (铸甲, 坚城, 卸甲 compile: rows disableArea/restoreArea with their owner, areaSealed, loseArmor; tests/skills/areas-armor.test.ts). */
const REFUSED: number[] = [];
/** The figures: as first measured (never lowered) and now. */
const FIRST = 37;
const NOW = 40;

compileFigure("blind skills, batch 4 (tests/generalisation/blind4.sgs)", BLIND, { firstRefused: FIRST_REFUSED, refused: REFUSED, first: FIRST, now: NOW });
