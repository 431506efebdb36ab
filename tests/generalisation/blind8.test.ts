// The generalisation check of issue #5, eighth batch: 40 skills on 18 generals written from the
// rulebook alone by a helper who had not read the grammar, the compiler or the runtime, nor any
// earlier batch (blind8.md gives what each should do, written with the texts, before anything was
// compiled). Measured as written: 34 of 40 compile (2026-12-07, main 00fa57e plus the work on
// blind 7's 推恩/熔兵/掠营, none of it made for these texts). This keeps that figure from falling.
import path from "node:path";
import { compileFigure } from "./harness.ts";

const BLIND = path.join(import.meta.dirname, "blind8.sgs");
/**
 * The lines refused as first written: 12 匀资 (之差的一半); 13 邻护 (你的上家或下家进入濒死状态时); 67 反锋
 * (另一名其他角色 after 一名已受伤的其他角色); 72 承遗 (其武将牌的一个…的技能); 76 断卦 (摸等量的牌 after
 * 所有牌); 81 削冗 (所有手牌数大于你的其他角色).
 */
const FIRST_REFUSED = [12, 13, 67, 72, 76, 81];
const REFUSED = [72];
/** 12, 13, 67, 76 and 81 compile since (之差的一半; 你的上家或下家; 另一名其他角色 in a timing; 所有牌…等量; 所有手牌数大于你的其他角色): behaviour8-grown.test.ts. */
/** The figures: as first measured (never lowered) and now. */
const FIRST = 34;
const NOW = 39;

compileFigure("blind skills, batch 8 (tests/generalisation/blind8.sgs)", BLIND, { firstRefused: FIRST_REFUSED, refused: REFUSED, first: FIRST, now: NOW });
