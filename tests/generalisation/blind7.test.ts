// The generalisation check of issue #5, seventh batch: 40 skills on 18 generals written from the
// rulebook alone by a helper who had not read the grammar, the compiler or the runtime, nor any
// earlier batch (blind7.md gives what each should do, written with the texts, before anything was
// compiled). Measured as written: 26 of 40 compile (2026-12-07, main fc1107c plus the E-INTERNAL fix
// that turned 〖探骊〗's crash into a refusal). This keeps that figure from falling.
import path from "node:path";
import { compileFigure } from "./harness.ts";

const BLIND = path.join(import.meta.dirname, "blind7.sgs");
/**
 * The lines refused as first written: 4 砺锋, 29 私橐, 49 质盟 (，称为“X” for （称为“X”）: E-WORDING, 3.3.16);
 * 8 娇嗔 (其需…，否则此【杀】对你无效); 17 借道 (不相邻, 3.5.43); 21 枕戈 and 70 分赈 (存活角色数: E-WORDING,
 * 3.4.14); 30 易箧 (你可与其交换手牌); 33 掠营 (其手牌区、装备区和判定区里的各一张牌); 38 推恩 (其他角色中体力值
 * 最小的一名角色); 42 探骊 (任意数量的点数之和不大于13的牌: a bound on the chosen set); 53 熔兵 (以此法摸的牌);
 * 55 固垒 (因其他角色的弃置或获得而失去…前❷, 防止此次移动); 71 募义 (选择一个势力, 3.2.6 ◆).
 */
const FIRST_REFUSED = [4, 8, 17, 21, 29, 30, 33, 38, 42, 49, 53, 55, 70, 71];
/** Refused now; 71, 55, 17, 30, 38, 53, 33 and 8 (此【杀】对你无效, 3.7.5) compile since (its behaviour: behaviour7-grown.test.ts). */
const REFUSED = [4, 21, 29, 42, 49, 70];
/** The figures: as first measured (never lowered) and now. */
const FIRST = 26;
const NOW = 34;

compileFigure("blind skills, batch 7 (tests/generalisation/blind7.sgs)", BLIND, { firstRefused: FIRST_REFUSED, refused: REFUSED, first: FIRST, now: NOW });
