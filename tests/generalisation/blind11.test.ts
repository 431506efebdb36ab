// The generalisation check of issue #5, eleventh batch: 40 skills on 18 generals written from the
// rulebook alone by a helper who had not read the grammar, the compiler or the runtime, nor any
// earlier batch (blind11.md gives what each should do, written with the texts, before anything was
// compiled). This batch goes through chapter 3 beyond the everyday: 3.4 values, 3.5 terms (交换,
// 之间的角色, 上家/下家, 额外目标, 取消目标 …), 3.6 turn structure, 3.7 防止/无效, 3.8 card operations.
// Measured as written: 37 of 40 compile (2026-12-08, main 074a40b with this session's general work
// on batches 1 and 7 in the working tree, none of it made for these texts).
import path from "node:path";
import { compileFigure } from "./harness.ts";

const BLIND = path.join(import.meta.dirname, "blind11.sgs");
/** The lines refused as first written: 16 量衡 and 47 问鼎 (…，然后… joining effects); 25 连舫 (重置 where it was not read). */
const FIRST_REFUSED = [16, 25, 47];
/** 16 and 47 compile since (a sentence may open with 然后, 3.5.11): behaviour11-grown.test.ts. */
const REFUSED = [25];
/** The figures: as first measured (never overwritten) and now. */
const FIRST = 37;
const NOW = 39;

compileFigure("blind skills, batch 11 (tests/generalisation/blind11.sgs)", BLIND, { firstRefused: FIRST_REFUSED, refused: REFUSED, first: FIRST, now: NOW });
