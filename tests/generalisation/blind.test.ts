// The generalisation check of issue #5: 40 skills written from chapters 3 and 4 alone by
// someone who had not read the grammar (blind.md gives what each should do). Measured as
// written: 35 of 40 compile (2026-12-01). This keeps that figure from falling: a skill that
// compiles today must keep compiling, and the others must be refused on their own line
// (never compiled to less than their text says).
import path from "node:path";
import { compileFigure } from "./harness.ts";

const BLIND = path.join(import.meta.dirname, "blind.sgs");
/** The lines refused as first written (unknown 装备着, 武将牌…无效 forms, two clause joins). */
const FIRST_REFUSED = [18, 52, 56, 57, 69];
/** Refused now; 18 (视为装备着, 3.8.10) and 56 (此【杀】对你无效, 3.7.5: behaviour-grown.test.ts) compile since. */
const REFUSED = [52, 57, 69];

compileFigure("blind skills (tests/generalisation/blind.sgs)", BLIND, { firstRefused: FIRST_REFUSED, refused: REFUSED, first: 35, now: 37 });
